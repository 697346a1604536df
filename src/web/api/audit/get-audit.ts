import { useQuery } from '@tanstack/react-query';
import type { AuditEntity } from '#shared/domain/audit';
import type { AuditPage } from '#shared/schemas/audit';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '../list-query';

/** Auditoría's filters as the screen holds them: '' means no filter (Todos). */
export interface AuditFilterValues {
  entity: AuditEntity | '';
  entityId: string;
  userId: string;
  /** Business dates (YYYY-MM-DD), both included. */
  from: string;
  to: string;
}

export interface AuditQuery extends AuditFilterValues {
  page: number;
  limit: number;
}

export const auditQueryKey = ['audit'] as const;

/** The filters as query parameters, left out when blank; a record id only goes with its type. */
export function auditParams(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.entity) params.set('entity', query.entity);
  if (query.entity && query.entityId) params.set('entityId', query.entityId);
  if (query.userId) params.set('userId', query.userId);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
}

/** GET /api/audit (admin): one page of the trail, newest first. */
export const getAudit = (query: AuditQuery, signal?: AbortSignal) =>
  api.get<AuditPage>(`/api/audit?${auditParams(query)}`, signal);

export const auditQueryOptions = (query: AuditQuery) => ({
  ...pageQueryOptions(auditQueryKey, query, getAudit),
  // A change made a moment ago on another screen shows on arrival.
  staleTime: 0,
});

export const useAudit = (query: AuditQuery) => useQuery(auditQueryOptions(query));
