import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedPortalLink } from '#shared/schemas/portal';
import { api } from '@/lib/api-client';
import { portalLinkQueryKey } from './get-portal-link';

/** POST /api/clients/{id}/portal-link: a new link (the old one stops working), shown this once. */
export const createPortalLink = (clientId: number) =>
  api.post<CreatedPortalLink>(`/api/clients/${clientId}/portal-link`);

export function useCreatePortalLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortalLink,
    onSuccess: (_link, clientId) =>
      void queryClient.invalidateQueries({ queryKey: portalLinkQueryKey(clientId) }),
  });
}
