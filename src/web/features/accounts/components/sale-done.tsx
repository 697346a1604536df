import { MessageCircle } from 'lucide-react';
import { whatsappLink } from '#shared/domain/whatsapp';
import { commonUi } from '#shared/messages/common';
import { salesUi } from '#shared/messages/sales';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AccessInfoPanel } from './access-info-panel';
import type { SaleOutcome } from '../utils/sale-outcome';

// Vender's outcome (issue 25, item 5): what was sold, and its access information, copied, shown
// and offered by WhatsApp as Asignar does.

export interface SaleDoneProps {
  done: SaleOutcome;
  /** The client's name. */
  client: string;
  onClose: () => void;
}

/** The sale made: its summary, the access information and Enviar por WhatsApp (with a phone). */
export function SaleDone({ done, client, onClose }: SaleDoneProps) {
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success">
        <span className="font-semibold">{salesUi.soldTitle(client)}</span>
        <br />
        {done.summary}
      </Alert>
      {done.text === null ? (
        <Alert tone="error">{salesUi.accessFailed}</Alert>
      ) : (
        <AccessInfoPanel text={done.text} copied={done.copied} />
      )}
      {done.text !== null && !done.phone && <Alert tone="info">{salesUi.noPhone}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        {done.text !== null && done.phone && (
          <Button
            variant="secondary"
            onClick={() =>
              window.open(
                whatsappLink(done.phone as string, done.text as string),
                '_blank',
                'noopener,noreferrer',
              )
            }
          >
            <MessageCircle aria-hidden className="size-4" />
            {salesUi.sendWhatsapp}
          </Button>
        )}
        <Button onClick={onClose}>{commonUi.close}</Button>
      </div>
    </div>
  );
}
