import { useState } from 'react';
import { HandCoins, ReceiptText } from 'lucide-react';
import { carteraUi } from '#shared/messages/cartera';
import { ClientBalanceLine, type ClientBalanceView } from '@/components/cartera/sale-payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { PayingClient } from './register-payment-dialog';

// The panel is drawn by Clientes' profiles modal, but the route imports it: its dialogs (a form
// with react-hook-form and zod, the abonos list) load on first use, not with the Clientes list.
const RegisterPaymentDialog = lazyDialog(
  () => import('./register-payment-dialog').then((m) => m.RegisterPaymentDialog),
  (props) => props.client !== null,
);
const ClientPaymentsDialog = lazyDialog(
  () => import('./client-payments-dialog').then((m) => m.ClientPaymentsDialog),
  (props) => props.client !== null,
);

export interface ClientCarteraPanelProps {
  client: PayingClient & ClientBalanceView;
  /** Registrar abono, Ver abonos and Anular: for those allowed Movimientos (issue 24). */
  canCollect: boolean;
}

/**
 * What the client owes or has in favour, in their profiles modal, with Registrar abono and their
 * abonos (each dialog over the modal, focus back to its button on close).
 */
export function ClientCarteraPanel({ client, canCollect }: ClientCarteraPanelProps) {
  const [paying, setPaying] = useState(false);
  const [listing, setListing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const target = { id: client.id, name: client.name };
  return (
    <section
      aria-label={carteraUi.balanceTitle}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2/50 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ClientBalanceLine balance={client} className="text-sm" />
        {canCollect && (
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
            <Button variant="secondary" size="sm" onClick={() => setListing(true)}>
              <ReceiptText aria-hidden className="size-4" />
              {carteraUi.viewPayments}
            </Button>
            <Button size="sm" onClick={() => setPaying(true)}>
              <HandCoins aria-hidden className="size-4" />
              {carteraUi.registerPayment}
            </Button>
          </div>
        )}
      </div>
      {saved && <Alert tone="success">{saved}</Alert>}
      <RegisterPaymentDialog
        client={paying ? target : null}
        onClose={() => setPaying(false)}
        onSaved={setSaved}
      />
      <ClientPaymentsDialog
        client={listing ? target : null}
        canVoid={canCollect}
        onClose={() => setListing(false)}
      />
    </section>
  );
}
