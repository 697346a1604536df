import type { CreatedWebhook, WebhookInput } from '#shared/schemas/webhooks';
import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { webhooksQueryKey } from './get-webhooks';

/** POST /api/webhooks: the answer holds the signing secret, the only time it is shown. */
export const createWebhook = (values: WebhookInput) => api.post<CreatedWebhook>('/api/webhooks', values);

export const useCreateWebhook = () => useWrite(createWebhook, [webhooksQueryKey]);
