import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupList } from '#shared/schemas/backups';
import { api } from '@/lib/api-client';

export const backupsQueryKey = ['backups'] as const;

/** GET /api/admin/backups (admin): the backups on the server, newest first. */
export const getBackups = (signal?: AbortSignal) => api.get<BackupList>('/api/admin/backups', signal);

export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: backupsQueryKey,
    queryFn: ({ signal }) => getBackups(signal),
    // While one is being written (the daily one, or another admin's), look again shortly.
    refetchInterval: (query) => (query.state.data?.running ? 2_000 : false),
  });

export const useBackups = () => useQuery(backupsQueryOptions());
