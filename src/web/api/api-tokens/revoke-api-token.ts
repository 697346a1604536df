import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { apiTokensQueryKey } from './get-api-tokens';

/** DELETE /api/tokens/{id}: revokes the token (it stays in the list, marked revoked). */
export const revokeApiToken = (id: number) => api.delete<{ ok: true }>(`/api/tokens/${id}`);

export const useRevokeApiToken = () => useWrite(revokeApiToken, [apiTokensQueryKey]);
