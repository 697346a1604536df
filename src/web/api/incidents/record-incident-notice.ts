import { api } from '@/lib/api-client';

/** POST /api/incidents/{id}/notices/{clientId}: the compensación message was sent, or skipped. */
export const recordIncidentNotice = (input: {
  incidentId: number;
  clientId: number;
  outcome: 'enviado' | 'omitido';
}) =>
  api.post<{ notice: { outcome: 'enviado' | 'omitido' } }>(
    `/api/incidents/${input.incidentId}/notices/${input.clientId}`,
    { outcome: input.outcome },
  );
