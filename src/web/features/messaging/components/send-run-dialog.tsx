import { useQueryClient } from '@tanstack/react-query';
import { avisosUi } from '#shared/messages/avisos';
import { sendRunsQueryKey } from '@/api/send-runs/get-send-run';
import { Dialog } from '@/components/ui/dialog';
import { SendRunPanel } from './send-run-panel';

export interface SendRunDialogProps {
  /** The run to show; null: closed. */
  runId: number | null;
  onClose: () => void;
}

/**
 * Enviar todos, and Continuar envío: the run panel in a dialog. Closing it leaves the run as it
 * is on the server, so this or another device continues it later (docs/decisions/052).
 */
export function SendRunDialog({ runId, onClose }: SendRunDialogProps) {
  const queryClient = useQueryClient();
  const close = () => {
    // Continuar envío reads the runs again: this one may have ended meanwhile.
    void queryClient.invalidateQueries({ queryKey: sendRunsQueryKey });
    onClose();
  };
  return (
    <Dialog
      open={runId !== null}
      onOpenChange={(open) => !open && close()}
      title={avisosUi.sendAllTitle}
      description={avisosUi.sendAllDescription}
    >
      {runId !== null && <SendRunPanel runId={runId} />}
    </Dialog>
  );
}
