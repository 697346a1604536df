import type { ApiTokenInput, CreatedApiToken } from '#shared/schemas/api-tokens';
import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { apiTokensQueryKey } from './get-api-tokens';

/** POST /api/tokens: the answer holds the secret, the only time it is shown. */
export const createApiToken = (values: ApiTokenInput) => api.post<CreatedApiToken>('/api/tokens', values);

export const useCreateApiToken = () => useWrite(createApiToken, [apiTokensQueryKey]);
