import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Templates } from '#shared/schemas/templates';
import { api } from '@/lib/api-client';

// The message templates are read by Servicios (per-service access text), Clientes (Plantillas
// WhatsApp), Cuentas (access info) and messaging; the writes below replace this key's data.
export const templatesQueryKey = ['templates'] as const;

/** GET /api/templates: what is in force (saved, else the default) and the defaults. */
export const getTemplates = (signal?: AbortSignal) => api.get<Templates>('/api/templates', signal);

// Another staff member may edit a text at any time; a minute old is fine for composing messages,
// and every write here replaces the cache with the server's answer.
export const templatesQueryOptions = queryOptions({
  queryKey: templatesQueryKey,
  queryFn: ({ signal }) => getTemplates(signal),
  staleTime: 60_000,
});

export const useTemplates = () => useQuery(templatesQueryOptions);
