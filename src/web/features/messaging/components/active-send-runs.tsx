import { PlayCircle } from 'lucide-react';
import { sendRunUi as t } from '#shared/messages/send-runs';
import { useActiveSendRuns } from '@/api/send-runs/get-active-send-runs';
import { Button } from '@/components/ui/button';

/** Continuar envío: one button per run still going (active or paused), from any device. */
export function ActiveSendRuns({ onOpen }: { onOpen: (runId: number) => void }) {
  const runs = useActiveSendRuns().data ?? [];
  return runs.map((run) => (
    <Button key={run.id} variant="secondary" onClick={() => onOpen(run.id)}>
      <PlayCircle aria-hidden className="size-4" />
      {t.continueRun(run.id, run.progress.pending + run.progress.claimed)}
    </Button>
  ));
}
