import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { businessToday, formatDisplayDate } from '#shared/domain/business-time';
import { monthOf } from '#shared/domain/periods';
import { totalsOf } from '#shared/domain/movement-totals';
import { listUi } from '#shared/messages/common';
import { movementsMessages, movementsUi } from '#shared/messages/movements';
import { DEFAULT_PAGE_SIZE } from '#shared/domain/lists';
import { MOVEMENT_TYPES } from '#shared/domain/movement-types';
import type { Movement } from '#shared/schemas/movements';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useDeleteMovement } from '@/api/movements/delete-movement';
import { movementsExportPath } from '@/api/movements/export-movements';
import { useMovementStats } from '@/api/movements/get-movement-stats';
import { filterParams, useMovements, type MovementFilterValues } from '@/api/movements/get-movements';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportMenu } from '@/components/ui/export-menu';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { ListScreen } from '@/components/ui/list-screen';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Toast } from '@/components/ui/toast';
import { MOVEMENT_FILTER_PARAMS } from '@/config/paths';
import { MovementFilters } from '@/features/movements/components/movement-filters';
import { MovementStatsPanel } from '@/features/movements/components/movement-stats-panel';
import { SalesByPlanAndCombo } from '@/features/movements/components/sales-breakdown';
import { MovementsTable, signedAmount } from '@/features/movements/components/movements-table';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useCreateRequest } from '@/lib/use-create-request';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { useTimedNotice } from '@/lib/use-timed-notice';
import { useUrlFilters } from '@/lib/use-url-filters';

// The form loads when first opened (react-hook-form, the zod schema, the pickers): the list
// comes first (decision 037).
const MovementFormDialog = lazyDialog(
  () => import('@/features/movements/components/movement-form-dialog').then((m) => m.MovementFormDialog),
  (props) => props.open,
);

/** At most this many numbered page buttons (spec section 9). */
const PAGE_BUTTONS = 5;

/** Listado de Movimientos: what was sold, renewed and cancelled, month by month. */
function MovimientosRoute() {
  const list = useListState(DEFAULT_PAGE_SIZE);
  const filters = useUrlFilters({
    month: { param: MOVEMENT_FILTER_PARAMS.month, fallback: '', valid: (v) => /^([1-9]|1[0-2])$/.test(v) },
    year: { param: MOVEMENT_FILTER_PARAMS.year, fallback: '', valid: (v) => /^20\d\d$/.test(v) },
    type: {
      param: MOVEMENT_FILTER_PARAMS.type,
      fallback: '',
      valid: (v) => (MOVEMENT_TYPES as readonly string[]).includes(v),
    },
  });
  // A month is only a filter with its year (a hand-made link with ?mes alone means every month).
  const filter: MovementFilterValues = {
    ...filters.values,
    month: filters.values.year ? filters.values.month : '',
  };
  const movements = useMovements({ ...filter, page: list.query.page, limit: list.query.limit });
  useClampedPage(list, movements);
  const stats = useMovementStats(filter);
  // The business date once the app's configuration answers; until then (or if it fails) the
  // default business zone's, so Nuevo and the Año filter never wait on it.
  const today = useBusinessTime().today ?? businessToday(new Date());
  const startWithNew = useCreateRequest();
  const [form, setForm] = useState<{ movement: Movement | null } | null>(
    startWithNew ? { movement: null } : null,
  );
  const { notice, showSuccess } = useTimedNotice();
  const removal = useConfirmDelete<Movement>(useDeleteMovement(), {
    failedText: movementsMessages.deleteFailed,
    onDeleted: () => showSuccess(movementsUi.deleted),
  });
  const [, setParams] = useSearchParams();
  const openNew = () => setForm({ movement: null });
  const filtered = Boolean(filter.year || filter.type);

  // When the stats call fails, the numbers of the loaded page, said to be so (spec section 4).
  const fromPage = stats.isError && !stats.isFetching && movements.data !== undefined;
  const totals =
    stats.data && !stats.isError ? stats.data : fromPage ? totalsOf(movements.data.movements) : null;

  return (
    <ListScreen
      title={movementsUi.title}
      actions={
        <>
          {totals && (
            <span
              className="inline-flex h-10 items-center rounded-full bg-primary-soft px-3 text-sm font-semibold text-primary tabular-nums"
              data-testid="sales-badge"
            >
              {movementsUi.salesBadge(totals.totalSales)}
            </span>
          )}
          <ExportMenu path={movementsExportPath} params={filterParams(filter)} fileName="movimientos" />
          <Button onClick={openNew}>
            <Plus aria-hidden className="size-4" />
            {movementsUi.new}
          </Button>
        </>
      }
      filters={
        <div className="flex flex-col gap-3">
          <MovementFilters values={filter} currentYear={monthOf(today).year} onChange={filters.setMany} />
          <MovementStatsPanel totals={totals} fromPage={fromPage} />
        </div>
      }
      // Below the list: the breakdowns come with the stats answer, after the rows may be drawn.
      after={stats.data && !stats.isError && <SalesByPlanAndCombo stats={stats.data} />}
      query={movements}
      errorMessage={movementsMessages.loadFailed}
      isEmpty={(data) => data.movements.length === 0}
      empty={
        filtered ? (
          <EmptyState
            title={listUi.empty}
            body={movementsUi.emptyFiltered}
            action={
              <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
                {movementsUi.filters.clear}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={movementsUi.emptyTitle}
            body={movementsUi.emptyBody}
            action={<Button onClick={openNew}>{movementsUi.new}</Button>}
          />
        )
      }
      table={(data) => (
        <MovementsTable
          movements={data.movements}
          offset={(data.pagination.currentPage - 1) * data.pagination.limit}
          onEdit={(movement) => setForm({ movement })}
          onDelete={removal.ask}
        />
      )}
      pagination={(data) => (
        <PaginationBar
          pagination={data.pagination}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          disabled={movements.isFetching}
          pageButtons={PAGE_BUTTONS}
        />
      )}
      dialogs={
        <>
          <MovementFormDialog
            open={form !== null}
            movement={form?.movement ?? null}
            today={today}
            onClose={() => setForm(null)}
            onSaved={(created) => showSuccess(created ? movementsUi.created : movementsUi.saved)}
          />
          <ConfirmDialog
            {...removal.dialog}
            message={movementsMessages.confirmDelete}
            subject={
              removal.target
                ? `${formatDisplayDate(removal.target.date)} · ${signedAmount(removal.target)}`
                : undefined
            }
          />
          <Toast notice={notice} />
        </>
      }
    />
  );
}

export { MovimientosRoute as Component };
