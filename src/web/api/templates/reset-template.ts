import type { Templates } from '#shared/schemas/templates';
import { api } from '@/lib/api-client';
import { templateUrl, useTemplatesWrite, type TemplateTarget } from './template-write';

/** DELETE /api/templates/…: back to the default text. */
export const resetTemplate = (target: TemplateTarget) => api.delete<Templates>(templateUrl(target));

export const useResetTemplate = () => useTemplatesWrite(resetTemplate);
