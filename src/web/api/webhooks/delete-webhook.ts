import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { webhooksQueryKey } from './get-webhooks';

/** DELETE /api/webhooks/{id}: the endpoint and its deliveries. */
export const deleteWebhook = (id: number) => api.delete<{ ok: true }>(`/api/webhooks/${id}`);

export const useDeleteWebhook = () => useWrite(deleteWebhook, [webhooksQueryKey]);
