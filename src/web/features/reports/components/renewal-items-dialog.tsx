import { businessToday, formatDisplayDate, formatDisplayDateTime } from '#shared/domain/business-time';
import { reportsUi } from '#shared/messages/reports';
import type { RenewalItem } from '#shared/schemas/reports';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useRenewalItems, type RenewalItemsQuery } from '@/api/reports/get-renewal-items';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { Table, Td, Th } from '@/components/ui/table';
import { pesos } from './renewal-format';

export interface RenewalItemsDialogProps {
  /** The list to show (null: closed) and its title. */
  query: RenewalItemsQuery | null;
  label: string;
  onPageChange: (page: number) => void;
  onClose: () => void;
}

const col = reportsUi.columns;

/** The profiles behind one of the report's numbers, by due date, a page at a time. */
export function RenewalItemsDialog({ query, label, onPageChange, onClose }: RenewalItemsDialogProps) {
  const items = useRenewalItems(query);
  const business = useBusinessTime();
  const timeZone = business.timeZone;
  const today = business.today ?? businessToday(new Date());
  return (
    <Dialog
      open={query !== null}
      onOpenChange={(open) => !open && onClose()}
      title={reportsUi.listTitle(label)}
      extraWide
    >
      <QueryView
        query={items}
        errorMessage={reportsUi.error}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={reportsUi.listEmpty} />}
      >
        {(data) => (
          <div className="flex flex-col gap-3" data-testid="renewal-items">
            <Table>
              <thead>
                <tr>
                  <Th>{col.profile}</Th>
                  <Th>{col.client}</Th>
                  <Th>{col.dueDate}</Th>
                  <Th className="text-right">{col.price}</Th>
                  <Th>{col.outcome}</Th>
                  <Th>{col.reminder}</Th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <Td>
                      <span className="font-medium">{item.profileName ?? '—'}</span>
                      <span className="block text-xs text-muted">{item.serviceName}</span>
                    </Td>
                    <Td>{item.clientName ?? '—'}</Td>
                    <Td className="whitespace-nowrap">{formatDisplayDate(item.dueDate)}</Td>
                    <Td className="text-right tabular-nums whitespace-nowrap">{pesos(item.price)}</Td>
                    <Td>{outcomeOf(item, timeZone, today)}</Td>
                    <Td className="text-sm">
                      {item.remindedAt
                        ? `${reportsUi.remindedOn(formatDisplayDateTime(item.remindedAt, timeZone), item.remindedByName ?? '—')}${item.reminderWorked ? ` · ${reportsUi.reminderWorked}` : ''}`
                        : reportsUi.noReminder}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="text-muted">
                {reportsUi.pageOf(data.pagination.currentPage, Math.max(1, data.pagination.totalPages))}
              </span>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!data.pagination.hasPrevPage || items.isFetching}
                  onClick={() => onPageChange(data.pagination.currentPage - 1)}
                >
                  {reportsUi.previous}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!data.pagination.hasNextPage || items.isFetching}
                  onClick={() => onPageChange(data.pagination.currentPage + 1)}
                >
                  {reportsUi.next}
                </Button>
              </div>
            </div>
          </div>
        )}
      </QueryView>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {reportsUi.close}
        </Button>
      </div>
    </Dialog>
  );
}

function outcomeOf(item: RenewalItem, timeZone: string | undefined, today: string) {
  if (item.renewedAt)
    return reportsUi.renewedOn(
      formatDisplayDateTime(item.renewedAt, timeZone),
      pesos(item.renewedAmount ?? 0),
    );
  return item.dueDate < today ? reportsUi.notRenewed : reportsUi.pendingOutcome;
}
