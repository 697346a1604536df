import { historyUi } from '#shared/messages/audit';
import type { Account } from '#shared/schemas/accounts';
import { useAccountHistory } from '@/api/accounts/get-account-history';
import { AuditHistory } from '@/components/audit/audit-history';
import { Dialog } from '@/components/ui/dialog';

export interface HistoryDialogProps {
  account: Account | null;
  onClose: () => void;
}

/**
 * The account's history, newest first: every change to the account and its profiles (sales,
 * renewals, releases, compensations, passwords, edits), from the audit trail.
 */
export function HistoryDialog({ account, onClose }: HistoryDialogProps) {
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(next) => !next && onClose()}
      title={historyUi.title(account ? `${account.service.name} ${account.username}` : '')}
      wide
    >
      {account && <AccountHistory key={account.id} accountId={account.id} />}
    </Dialog>
  );
}

function AccountHistory({ accountId }: { accountId: number }) {
  return <AuditHistory query={useAccountHistory(accountId)} empty={historyUi.empty} />;
}
