import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhatsappType } from '#shared/domain/messaging';
import type { Templates } from '#shared/schemas/templates';
import { api } from '@/lib/api-client';

// The message templates are shared by Servicios (per-service access text), Clientes (Plantillas
// WhatsApp), Cuentas (access info and notifications) and Avisos, so they live here rather than in
// one feature (features never import each other).
export const templatesQueryKey = ['templates'] as const;

/** Which template a write is about: a WhatsApp type, the shared access text, or a service's own. */
export type TemplateTarget =
  { scope: 'whatsapp'; type: WhatsappType } | { scope: 'access' } | { scope: 'service'; serviceId: number };

const templateUrl = (target: TemplateTarget) => {
  switch (target.scope) {
    case 'whatsapp':
      return `/api/templates/whatsapp/${encodeURIComponent(target.type)}`;
    case 'access':
      return '/api/templates/access';
    case 'service':
      return `/api/templates/services/${target.serviceId}`;
  }
};

/** GET /api/templates: what is in force (saved, else the default) and the defaults. */
export const getTemplates = (signal?: AbortSignal) => api.get<Templates>('/api/templates', signal);

// Another staff member may edit a text at any time; a minute old is fine for composing messages,
// and every write here replaces the cache with the server's answer.
export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: templatesQueryKey,
    queryFn: ({ signal }) => getTemplates(signal),
    staleTime: 60_000,
  });

export const useTemplates = () => useQuery(templatesQueryOptions());

/** PUT /api/templates/… with the new text; the answer is every template, as GET gives them. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, text }: { target: TemplateTarget; text: string }) =>
      api.put<Templates>(templateUrl(target), { text }),
    onSuccess: (templates) => queryClient.setQueryData(templatesQueryKey, templates),
  });
}

/** DELETE /api/templates/…: back to the default text. */
export function useResetTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: TemplateTarget) => api.delete<Templates>(templateUrl(target)),
    onSuccess: (templates) => queryClient.setQueryData(templatesQueryKey, templates),
  });
}

/** A template as its editor sees it: the text in force, what Restablecer goes back to, and more. */
export interface TemplateInForce {
  text: string;
  /** The text in force once this one is reset: the default, or the shared access text for a service. */
  fallback: string;
  /** A text of its own is saved (Restablecer has something to delete). */
  customised: boolean;
  /** How the preview renders it. */
  kind: WhatsappType | 'access';
}

export function templateInForce(templates: Templates, target: TemplateTarget): TemplateInForce {
  switch (target.scope) {
    case 'whatsapp': {
      const text = templates.whatsapp[target.type];
      const fallback = templates.defaults.whatsapp[target.type];
      return { text, fallback, customised: text !== fallback, kind: target.type };
    }
    case 'access':
      return {
        text: templates.access,
        fallback: templates.defaults.access,
        customised: templates.access !== templates.defaults.access,
        kind: 'access',
      };
    case 'service': {
      // A service without a text of its own uses the shared one, and goes back to it when reset.
      const own = templates.services[String(target.serviceId)];
      return {
        text: own ?? templates.access,
        fallback: templates.access,
        customised: own !== undefined,
        kind: 'access',
      };
    }
  }
}
