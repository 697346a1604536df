import type { Templates } from '#shared/schemas/templates';
import { api } from '@/lib/api-client';
import { templateUrl, useTemplatesWrite, type TemplateTarget } from './template-write';

/** PUT /api/templates/… with the new text. */
export const saveTemplate = ({ target, text }: { target: TemplateTarget; text: string }) =>
  api.put<Templates>(templateUrl(target), { text });

export const useSaveTemplate = () => useTemplatesWrite(saveTemplate);
