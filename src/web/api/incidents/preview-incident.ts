import { useMutation } from '@tanstack/react-query';
import type { IncidentInput, IncidentPreview } from '#shared/schemas/incidents';
import { api } from '@/lib/api-client';

/** POST /api/incidents/preview: every occupied profile the incident would move, by client. */
export const previewIncident = (input: IncidentInput) =>
  api.post<IncidentPreview>('/api/incidents/preview', input);

export const usePreviewIncident = () => useMutation({ mutationFn: previewIncident });
