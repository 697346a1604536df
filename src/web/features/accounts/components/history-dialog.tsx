import { formatDisplayDate, formatDisplayDateTime } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { ui } from '#shared/messages/ui';
import type { Account, AccountEvent } from '#shared/schemas/accounts';
import { Dialog } from '@/components/ui/dialog';
import { QueryView } from '@/components/ui/query-view';
import { useAccountHistory } from '../api/get-account-history';

export interface HistoryDialogProps {
  account: Account | null;
  timeZone: string | undefined;
  onClose: () => void;
}

const h = ui.history;

/** The account's history, newest first: sales, renewals, releases, compensations, passwords. */
export function HistoryDialog({ account, timeZone, onClose }: HistoryDialogProps) {
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(next) => !next && onClose()}
      title={h.title(account ? `${account.service.name} ${account.username}` : '')}
      wide
    >
      {account && <HistoryList accountId={account.id} timeZone={timeZone} />}
    </Dialog>
  );
}

function HistoryList({ accountId, timeZone }: { accountId: number; timeZone: string | undefined }) {
  const history = useAccountHistory(accountId);
  return (
    <QueryView
      query={history}
      errorMessage={h.loadFailed}
      isEmpty={(data) => data.events.length === 0}
      empty={<p className="py-6 text-center text-sm text-muted">{h.empty}</p>}
    >
      {(data) => (
        <ol className="flex flex-col divide-y divide-border">
          {data.events.map((event) => (
            <li key={event.id} className="flex flex-col gap-0.5 py-2.5 text-sm">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">{h.types[event.type]}</span>
                <span className="text-xs text-muted">{formatDisplayDateTime(event.createdAt, timeZone)}</span>
              </span>
              <span className="text-muted">{describe(event)}</span>
            </li>
          ))}
        </ol>
      )}
    </QueryView>
  );
}

/** One line of detail: profile and client, dates, days, money, reason, and who did it. */
function describe(event: AccountEvent): string {
  const parts = [
    event.profileName,
    event.clientName,
    event.newExpiry &&
      (event.previousExpiry
        ? `${formatDisplayDate(event.previousExpiry)} → ${formatDisplayDate(event.newExpiry)}`
        : formatDisplayDate(event.newExpiry)),
    event.days !== null && h.days(event.days),
    event.amount !== null && formatCop(event.amount),
    event.reason,
    event.userName && h.by(event.userName),
  ];
  return parts.filter(Boolean).join(' · ');
}
