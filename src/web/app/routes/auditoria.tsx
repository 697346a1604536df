import { AUDIT_ENTITIES, type AuditEntity } from '#shared/domain/audit';
import { isIsoDate } from '#shared/domain/business-time';
import { auditUi } from '#shared/messages/audit';
import { authMessages } from '#shared/messages/auth';
import { listUi } from '#shared/messages/common';
import { DEFAULT_PAGE_SIZE } from '#shared/domain/lists';
import type { AuditEvent } from '#shared/schemas/audit';
import { useAudit, type AuditFilterValues } from '@/api/audit/get-audit';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useUsers } from '@/api/users/get-users';
import { AuditEventList } from '@/components/audit/audit-event-list';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListScreen } from '@/components/ui/list-screen';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { AUDIT_FILTER_PARAMS } from '@/config/paths';
import { AuditFilters, isRecordId } from '@/features/audit/components/audit-filters';
import { AuditTable } from '@/features/audit/components/audit-table';
import { useSession } from '@/lib/auth';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { useUrlFilters } from '@/lib/use-url-filters';

/** At most this many numbered page buttons, as Movimientos. */
const PAGE_BUTTONS = 5;

const isEntity = (value: string): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(value);

/** Auditoría (admins only: the shell sends others away, and the server refuses them). */
function AuditoriaRoute() {
  const { data: user } = useSession();
  // Second line of defence behind the shell's admin-only guard (spec section 2).
  if (user?.role !== 'admin') return <Alert tone="error">{authMessages.adminOnly}</Alert>;
  return <AuditTrail />;
}

/** Every recorded change, newest first, narrowed by type and record, user and business dates. */
function AuditTrail() {
  const list = useListState(DEFAULT_PAGE_SIZE);
  const filters = useUrlFilters({
    entity: { param: AUDIT_FILTER_PARAMS.entity, fallback: '', valid: isEntity },
    entityId: { param: AUDIT_FILTER_PARAMS.entityId, fallback: '', valid: isRecordId },
    userId: { param: AUDIT_FILTER_PARAMS.userId, fallback: '', valid: isRecordId },
    from: { param: AUDIT_FILTER_PARAMS.from, fallback: '', valid: isIsoDate },
    to: { param: AUDIT_FILTER_PARAMS.to, fallback: '', valid: isIsoDate },
  });
  const raw = filters.values;
  // What a hand-made link asks that means nothing reads as no filter: an id without its type,
  // an end before the start.
  const values: AuditFilterValues = {
    entity: raw.entity as AuditEntity | '',
    entityId: raw.entity ? raw.entityId : '',
    userId: raw.userId,
    from: raw.from,
    to: raw.from && raw.to && raw.to < raw.from ? '' : raw.to,
  };
  const audit = useAudit({ ...values, page: list.query.page, limit: list.query.limit });
  useClampedPage(list, audit);
  const users = useUsers();
  const { timeZone } = useBusinessTime();
  const wide = useMediaQuery(WIDE_SCREEN);
  const filtered = Object.values(values).some(Boolean);
  const clear = () => filters.setMany({ entity: '', entityId: '', userId: '', from: '', to: '' });
  // A record's name narrows the list to its own changes, from anyone, at any date.
  const selectRecord = (event: AuditEvent) =>
    filters.setMany({
      entity: event.entity,
      entityId: event.entityId === null ? '' : String(event.entityId),
      userId: '',
      from: '',
      to: '',
    });

  return (
    <ListScreen
      title={auditUi.title}
      filters={
        <AuditFilters
          values={values}
          users={(users.data ?? []).map((u) => ({ id: u.id, label: u.full_name || u.username }))}
          onChange={filters.setMany}
        />
      }
      query={audit}
      errorMessage={auditUi.loadFailed}
      isEmpty={(data) => data.events.length === 0}
      empty={
        filtered ? (
          <EmptyState
            title={listUi.empty}
            body={auditUi.empty}
            action={
              <Button variant="secondary" onClick={clear}>
                {auditUi.filters.clear}
              </Button>
            }
          />
        ) : (
          <EmptyState title={auditUi.emptyTitle} body={auditUi.emptyBody} />
        )
      }
      table={(data) =>
        wide ? (
          <AuditTable
            events={data.events}
            offset={(data.pagination.currentPage - 1) * data.pagination.limit}
            timeZone={timeZone}
            onSelectRecord={selectRecord}
          />
        ) : (
          <div className="px-3">
            <AuditEventList events={data.events} onSelectRecord={selectRecord} />
          </div>
        )
      }
      pagination={(data) => (
        <PaginationBar
          pagination={data.pagination}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          disabled={audit.isFetching}
          pageButtons={PAGE_BUTTONS}
        />
      )}
    />
  );
}

export { AuditoriaRoute as Component };
