import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalLinkStatus } from '#shared/schemas/portal';
import { api } from '@/lib/api-client';

// A client's portal link (issue 27, docs/decisions/051): whether it is live and when it was last
// opened, never its token (only its hash is kept).
export const portalLinkQueryKey = (clientId: number) => ['clients', clientId, 'portal-link'] as const;

/** GET /api/clients/{id}/portal-link */
export const getPortalLink = (clientId: number, signal?: AbortSignal) =>
  api.get<PortalLinkStatus>(`/api/clients/${clientId}/portal-link`, signal);

export const portalLinkQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: portalLinkQueryKey(clientId),
    queryFn: ({ signal }) => getPortalLink(clientId, signal),
    // Read afresh each time the dialog opens: "last opened" moves while staff are elsewhere.
    staleTime: 0,
    select: (data) => data.link,
  });

export const usePortalLink = (clientId: number) => useQuery(portalLinkQueryOptions(clientId));
