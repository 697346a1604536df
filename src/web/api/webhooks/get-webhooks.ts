import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Webhook } from '#shared/schemas/webhooks';
import { api } from '@/lib/api-client';

// Ajustes → Integraciones: the shop's webhooks (docs/decisions/049), never their secrets.
export const webhooksQueryKey = ['webhooks'] as const;

/** GET /api/webhooks: every endpoint, newest first. */
export const getWebhooks = (signal?: AbortSignal) =>
  api.get<{ webhooks: Webhook[] }>('/api/webhooks', signal);

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) => getWebhooks(signal),
    select: (data) => data.webhooks,
  });

export const useWebhooks = () => useQuery(webhooksQueryOptions());
