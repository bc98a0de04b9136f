import type { OperationHandler } from '../shared/operations.js';
import { summaryLanguage } from './explanation-handlers.js';
import type { PreviewService } from './preview-service.js';

export function createPreviewHandlers(service: PreviewService) {
  const previewProduct: OperationHandler<'previewProduct'> = async ({ body, headers }) => {
    const language = summaryLanguage(headers);
    return { status: 200, rawJson: await service.preview(body, language), headers: { 'Content-Language': language, Vary: 'Accept-Language' } };
  };
  return { previewProduct };
}
