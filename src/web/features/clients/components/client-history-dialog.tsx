import { historyUi } from '#shared/messages/audit';
import type { Client } from '#shared/schemas/clients';
import { useClientHistory } from '@/api/clients/get-client-history';
import { AuditHistory } from '@/components/audit/audit-history';
import { Dialog } from '@/components/ui/dialog';

export interface ClientHistoryDialogProps {
  client: Client | null;
  onClose: () => void;
}

/** The client's history, newest first: their edits, the profiles sold to them, their movements. */
export function ClientHistoryDialog({ client, onClose }: ClientHistoryDialogProps) {
  return (
    <Dialog
      open={client !== null}
      onOpenChange={(next) => !next && onClose()}
      title={historyUi.title(client?.name ?? '')}
      wide
    >
      {client && <ClientHistory key={client.id} clientId={client.id} />}
    </Dialog>
  );
}

function ClientHistory({ clientId }: { clientId: number }) {
  return <AuditHistory query={useClientHistory(clientId)} empty={historyUi.clientEmpty} />;
}
