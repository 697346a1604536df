import { commonUi, listUi } from '#shared/messages/common';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  /** What is about to go, named under the question (the spec's question does not name it). */
  subject?: string;
  /** What failed, shown inside the dialog so the user can try again or cancel. */
  error?: string | null;
  pending: boolean;
  /** The main button's words, when it does not delete (Revocar). */
  confirmLabel?: string;
  pendingLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deletions need confirmation (spec section 5); the dialog stays open while the call runs. */
export function ConfirmDialog({
  open,
  message,
  subject,
  error,
  pending,
  confirmLabel = listUi.delete,
  pendingLabel = listUi.deleting,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()} title={listUi.confirmTitle}>
      <p className="text-sm">{message}</p>
      {subject && <p className="mt-2 text-sm font-semibold break-words">{subject}</p>}
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {commonUi.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
