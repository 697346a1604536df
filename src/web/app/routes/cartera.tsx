import { useState } from 'react';
import { Wallet } from 'lucide-react';
import { cashDayUi, receivablesUi as t } from '#shared/messages/receivables';
import { listUi } from '#shared/messages/common';
import { DEFAULT_PAGE_SIZE } from '#shared/schemas/common';
import { useReceivables } from '@/api/receivables/get-receivables';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListScreen } from '@/components/ui/list-screen';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchInput } from '@/components/ui/search-input';
import { CashDayDialog } from '@/features/cartera/components/cash-day-dialog';
import { ReceivableTotals } from '@/features/cartera/components/receivable-totals';
import { ReceivablesTable } from '@/features/cartera/components/receivables-table';
import { StatementDialog, type StatementClient } from '@/features/cartera/components/statement-dialog';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { useUrlFilters } from '@/lib/use-url-filters';

/**
 * Cartera (issue 24): the totals (por cobrar, vencido, vencido +30 días), then who owes, overdue
 * first; each client opens their estado de cuenta (lines, .xlsx, WhatsApp).
 */
function CarteraRoute() {
  const list = useListState(DEFAULT_PAGE_SIZE);
  const filters = useUrlFilters({
    overdue: { param: 'vencidos', fallback: '', valid: (v) => v === '1' },
  });
  const overdue = filters.values.overdue === '1';
  const receivables = useReceivables({ ...list.query, overdue });
  useClampedPage(list, receivables);
  const [statementOf, setStatementOf] = useState<StatementClient | null>(null);
  const [cashDayOpen, setCashDayOpen] = useState(false);
  const filtered = Boolean(list.query.search) || overdue;

  return (
    <ListScreen
      title={t.title}
      filters={
        <div className="flex flex-col gap-3">
          <ReceivableTotals totals={receivables.data?.totals} />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <SearchInput
              placeholder={t.searchPlaceholder}
              value={list.search}
              onChange={(event) => list.setSearch(event.target.value)}
              className="sm:max-w-sm"
            />
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={overdue}
                onChange={(event) => filters.set('overdue', event.target.checked ? '1' : '')}
              />
              {t.onlyOverdue}
            </label>
            <Button variant="secondary" className="sm:ml-auto" onClick={() => setCashDayOpen(true)}>
              <Wallet aria-hidden className="size-4" />
              {cashDayUi.open}
            </Button>
          </div>
        </div>
      }
      query={receivables}
      errorMessage={t.loadFailed}
      isEmpty={(data) => data.receivables.length === 0}
      empty={
        filtered ? (
          <EmptyState title={listUi.empty} body={t.emptySearch} />
        ) : (
          <EmptyState title={t.empty} body={t.subtitle} />
        )
      }
      table={(data) => (
        <ReceivablesTable
          receivables={data.receivables}
          offset={(data.pagination.currentPage - 1) * data.pagination.limit}
          onStatement={(r) => setStatementOf({ id: r.clientId, name: r.clientName })}
        />
      )}
      pagination={(data) => (
        <PaginationBar
          pagination={data.pagination}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          disabled={receivables.isFetching}
        />
      )}
      dialogs={
        <>
          <StatementDialog client={statementOf} onClose={() => setStatementOf(null)} />
          <CashDayDialog open={cashDayOpen} onClose={() => setCashDayOpen(false)} />
        </>
      }
    />
  );
}

export { CarteraRoute as Component };
