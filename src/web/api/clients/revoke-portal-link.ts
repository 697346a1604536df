import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portalLinkQueryKey } from './get-portal-link';

/** DELETE /api/clients/{id}/portal-link: the live link stops working from the next request. */
export const revokePortalLink = (clientId: number) =>
  api.delete<{ ok: true }>(`/api/clients/${clientId}/portal-link`);

export function useRevokePortalLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePortalLink,
    onSuccess: (_ok, clientId) =>
      void queryClient.invalidateQueries({ queryKey: portalLinkQueryKey(clientId) }),
  });
}
