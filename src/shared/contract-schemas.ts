import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract } from './contract.js';

const CONTRACT_ID = 'urn:pss:contract:v2';
let ajv: Ajv2020.default | undefined;
const compiled = new Map<string, ValidateFunction>();

/**
 * A validator for one schema of the contract (`components/schemas/<name>`), for data that does
 * not arrive through the router: catalogue files, webhook payloads, responses in tests.
 */
export function contractValidator(schemaName: string): ValidateFunction {
  const cached = compiled.get(schemaName);
  if (cached) return cached;
  if (!ajv) {
    ajv = new Ajv2020.default({ allErrors: true, strict: false, validateSchema: false });
    addFormats.default(ajv);
    ajv.addSchema({ $id: CONTRACT_ID, components: (JSON.parse(loadContract().json) as { components: unknown }).components });
  }
  const validate = ajv.compile({ $ref: `${CONTRACT_ID}#/components/schemas/${schemaName}` });
  compiled.set(schemaName, validate);
  return validate;
}
