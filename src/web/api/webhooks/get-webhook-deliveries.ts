import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryList } from '#shared/schemas/webhooks';
import { api } from '@/lib/api-client';

export const webhookDeliveriesQueryKey = ['webhook-deliveries'] as const;

/** GET /api/webhooks/{id}/deliveries: newest first, one page. */
export const getWebhookDeliveries = (id: number, page: number, signal?: AbortSignal) =>
  api.get<WebhookDeliveryList>(`/api/webhooks/${id}/deliveries?page=${page}&limit=10`, signal);

export const webhookDeliveriesQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: [...webhookDeliveriesQueryKey, id, page],
    queryFn: ({ signal }) => getWebhookDeliveries(id, page, signal),
    placeholderData: keepPreviousData,
    // Pending deliveries change on their own (the worker sends them): the list follows.
    refetchInterval: 3_000,
  });

export const useWebhookDeliveries = (id: number, page: number) =>
  useQuery(webhookDeliveriesQueryOptions(id, page));
