import type { Webhook, WebhookUpdate } from '#shared/schemas/webhooks';
import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { webhooksQueryKey } from './get-webhooks';

/** PUT /api/webhooks/{id}: its URL, events or whether it is active (what is sent changes). */
export const updateWebhook = ({ id, values }: { id: number; values: WebhookUpdate }) =>
  api.put<Webhook>(`/api/webhooks/${id}`, values);

export const useUpdateWebhook = () => useWrite(updateWebhook, [webhooksQueryKey]);
