import type { WebhookDelivery } from '#shared/schemas/webhooks';
import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { webhookDeliveriesQueryKey } from './get-webhook-deliveries';

/** POST /api/webhook-deliveries/{id}/retry (Reenviar): pending again, sent on the worker's next look. */
export const retryWebhookDelivery = (id: number) =>
  api.post<WebhookDelivery>(`/api/webhook-deliveries/${id}/retry`);

export const useRetryWebhookDelivery = () => useWrite(retryWebhookDelivery, [webhookDeliveriesQueryKey]);
