import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiToken } from '#shared/schemas/api-tokens';
import { api } from '@/lib/api-client';

// Ajustes → Integraciones: the shop's API tokens (docs/decisions/043), never their secrets.
export const apiTokensQueryKey = ['api-tokens'] as const;

/** GET /api/tokens: every token, revoked ones too, newest first. */
export const getApiTokens = (signal?: AbortSignal) => api.get<{ tokens: ApiToken[] }>('/api/tokens', signal);

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokensQueryKey,
    queryFn: ({ signal }) => getApiTokens(signal),
    select: (data) => data.tokens,
  });

export const useApiTokens = () => useQuery(apiTokensQueryOptions());
