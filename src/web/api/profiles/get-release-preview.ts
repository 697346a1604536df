import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleasePreview } from '#shared/schemas/reminders';
import { api } from '@/lib/api-client';

// What the daily grace release will free (docs/decisions/040), shown in Avisos.
export const releasePreviewQueryKey = ['release-preview'] as const;

/** GET /api/profiles/release-preview?page&limit: the expired held profiles, oldest first. */
export const getReleasePreview = (query: { page: number; limit: number }, signal?: AbortSignal) =>
  api.get<ReleasePreview>(`/api/profiles/release-preview?page=${query.page}&limit=${query.limit}`, signal);

export const releasePreviewQueryOptions = (query: { page: number; limit: number }) =>
  queryOptions({
    queryKey: [...releasePreviewQueryKey, query],
    queryFn: ({ signal }) => getReleasePreview(query, signal),
    placeholderData: keepPreviousData,
  });

export const useReleasePreview = (query: { page: number; limit: number }, enabled = true) =>
  useQuery({ ...releasePreviewQueryOptions(query), enabled });
