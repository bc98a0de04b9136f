import type { components } from '../../generated/v2.js';
import type { OperationHandler } from '../shared/operations.js';
import type { PartnerDataService, PartnerDataView } from './partner-data-service.js';

type Schemas = components['schemas'];

function partnerDataBody(view: PartnerDataView): Schemas['PartnerData'] {
  return { gtin: view.gtin, ...view.partnerData, updatedAt: view.updatedAt.toISOString(), appliedToRecord: view.appliedToRecord };
}

export function createPartnerDataHandlers(service: PartnerDataService) {
  const getPartnerData: OperationHandler<'getPartnerData'> = async ({ client, params }) => {
    return { status: 200, json: partnerDataBody(await service.read(client, params.gtin)) };
  };

  const putPartnerData: OperationHandler<'putPartnerData'> = async ({ client, params, body }) => {
    return { status: 200, json: partnerDataBody(await service.put(client, params.gtin, body)) };
  };

  const deletePartnerData: OperationHandler<'deletePartnerData'> = async ({ client, params }) => {
    const gtin = await service.remove(client, params.gtin);
    return { status: 200, json: { status: 'success', action: 'partner_data_deleted', message: `Your partner data for the product with GTIN ${gtin} is deleted.` } };
  };

  return { getPartnerData, putPartnerData, deletePartnerData };
}
