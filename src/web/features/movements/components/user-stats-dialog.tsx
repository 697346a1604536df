import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCop } from '#shared/domain/money';
import { monthOf } from '#shared/domain/periods';
import { listUi } from '#shared/messages/common';
import { movementsUi } from '#shared/messages/movements';
import { usersMessages } from '#shared/messages/users';
import { useUserMovements } from '@/api/movements/get-user-movements';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { Table, Td, Th } from '@/components/ui/table';
import { FilterSelect, MONTH_OPTIONS, yearOptions } from './movement-filters';
import { MovementTypeBadge } from './movement-type-badge';
import { movementColumns } from './movements-table';

export interface StatsUser {
  id: number;
  username: string;
  fullName: string | null;
}

export interface UserStatsDialogProps {
  /** Whose statistics; null when closed. */
  user: StatsUser | null;
  /** The business date: the dialog opens on this month. */
  today: string;
  onClose: () => void;
}

const s = movementsUi.userStats;
const f = movementsUi.filters;

/** Usuarios' per-user statistics: what one staff member recorded, by day, month or year. */
export function UserStatsDialog({ user, today, onClose }: UserStatsDialogProps) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(next) => !next && onClose()}
      title={user ? s.title(user.fullName || user.username) : ''}
      description={s.description}
      wide
    >
      {user && <UserStats key={user.id} userId={user.id} today={today} />}
    </Dialog>
  );
}

const daysIn = ({ year, month }: { year: string; month: string }) =>
  year && month ? new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate() : 31;

function UserStats({ userId, today }: { userId: number; today: string }) {
  const now = monthOf(today);
  const [period, setPeriod] = useState({ day: '', month: String(now.month), year: String(now.year) });
  const [page, setPage] = useState(1);
  const stats = useUserMovements({ userId, ...period, page });
  const change = (changes: Partial<typeof period>) => {
    setPeriod((current) => {
      const next = { ...current, ...changes };
      // A day the new month lacks (31 in June) goes back to every day.
      return Number(next.day) > daysIn(next) ? { ...next, day: '' } : next;
    });
    setPage(1);
  };
  // Days 1 to 31 (spec section 9), as many as the month has.
  const days = Array.from({ length: daysIn(period) }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }));

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <FilterSelect
          label={s.day}
          value={period.day}
          allLabel={s.allDays}
          options={days}
          disabled={!period.month}
          onChange={(day) => change({ day })}
          className="col-span-2 sm:col-span-1"
        />
        <FilterSelect
          label={f.month}
          value={period.month}
          allLabel={f.allMonths}
          options={MONTH_OPTIONS}
          disabled={!period.year}
          onChange={(month) => change(month ? { month } : { month: '', day: '' })}
        />
        <FilterSelect
          label={f.year}
          value={period.year}
          allLabel={f.allYears}
          options={yearOptions(now.year)}
          onChange={(year) => change(year ? { year } : { year: '', month: '', day: '' })}
        />
      </div>

      {stats.isPending ? (
        <Spinner className="p-4" />
      ) : stats.isError ? (
        <ErrorState
          message={usersMessages.movementsFailed}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-4" aria-busy={stats.isPlaceholderData || undefined}>
          <Table aria-label={s.total} data-testid="user-stats-summary">
            <thead>
              <tr>
                <Th>{movementsUi.columns.type}</Th>
                <Th className="text-right">{s.count}</Th>
                <Th className="text-right">{s.amount}</Th>
              </tr>
            </thead>
            <tbody>
              {stats.data.summary.byType.map((line) => (
                <tr key={line.type} data-type={line.type}>
                  <Td>
                    <MovementTypeBadge type={line.type} />
                  </Td>
                  <Td className="text-right tabular-nums">{line.count}</Td>
                  <Td className="text-right tabular-nums">{formatCop(line.amount)}</Td>
                </tr>
              ))}
              <tr className="font-semibold" data-type="total">
                <Td>{s.totalIncome}</Td>
                <Td className="text-right tabular-nums">{stats.data.summary.totalMovements}</Td>
                <Td className="text-right tabular-nums">{formatCop(stats.data.summary.totalIncome)}</Td>
              </tr>
            </tbody>
          </Table>
          <h3 className="text-sm font-semibold">{s.movements}</h3>
          {stats.data.movements.length === 0 ? (
            <p className="text-sm text-muted">{s.empty}</p>
          ) : (
            <div className="overflow-hidden rounded-lg border border-border">
              <DataTable
                label={s.movements}
                rows={stats.data.movements}
                columns={movementColumns.filter((column) => column.id !== 'description')}
                rowKey={(movement) => movement.id}
              />
            </div>
          )}
          {stats.data.pagination.totalPages > 1 && (
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="text-muted">
                {s.page(stats.data.pagination.currentPage, stats.data.pagination.totalPages)}
              </span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!stats.data.pagination.hasPrevPage || stats.isFetching}
                  onClick={() => setPage((p) => p - 1)}
                >
                  <ChevronLeft aria-hidden className="size-4" />
                  {listUi.previous}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!stats.data.pagination.hasNextPage || stats.isFetching}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {listUi.next}
                  <ChevronRight aria-hidden className="size-4" />
                </Button>
              </span>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
