import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhatsappType } from '#shared/domain/messaging';
import type { Templates } from '#shared/schemas/templates';
import { templatesQueryKey } from './get-templates';

/** Which template a write is about: a WhatsApp type, the shared access text, or a service's own. */
export type TemplateTarget =
  { scope: 'whatsapp'; type: WhatsappType } | { scope: 'access' } | { scope: 'service'; serviceId: number };

/** The URL of one template: PUT saves a text of its own there, DELETE goes back to the default. */
export const templateUrl = (target: TemplateTarget) => {
  switch (target.scope) {
    case 'whatsapp':
      return `/api/templates/whatsapp/${encodeURIComponent(target.type)}`;
    case 'access':
      return '/api/templates/access';
    case 'service':
      return `/api/templates/services/${target.serviceId}`;
  }
};

/** A template write answers every template, as GET gives them: the cache takes that answer. */
export function useTemplatesWrite<TInput>(mutationFn: (input: TInput) => Promise<Templates>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (templates) => queryClient.setQueryData(templatesQueryKey, templates),
  });
}
