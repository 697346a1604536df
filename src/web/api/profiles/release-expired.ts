import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from '#shared/schemas/zod';
import type { releaseExpiredSchema } from '#shared/schemas/reminders';
import { api } from '@/lib/api-client';

export type ReleaseResult = z.infer<typeof releaseExpiredSchema>;

/** POST /api/profiles/release-expired (admin): a dry run lists, the commit frees them. */
export const releaseExpired = (input: { graceDays: number; dryRun: boolean }) =>
  api.post<ReleaseResult>('/api/profiles/release-expired', input);

export const usePreviewRelease = () =>
  useMutation({ mutationFn: (graceDays: number) => releaseExpired({ graceDays, dryRun: true }) });

/** Freeing profiles changes accounts, clients, totals, the dashboard and Avisos: all reload. */
export function useReleaseExpired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (graceDays: number) => releaseExpired({ graceDays, dryRun: false }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
