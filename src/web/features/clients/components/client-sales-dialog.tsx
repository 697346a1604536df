import { useState } from 'react';
import clsx from 'clsx';
import { businessToday, formatDisplayDate } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { commonMessages, commonUi } from '#shared/messages/common';
import { saleListUi } from '#shared/messages/sales';
import type { Client } from '#shared/schemas/clients';
import { saleRenewInputSchema, type Sale } from '#shared/schemas/sales';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useClientSales } from '@/api/sales/get-client-sales';
import { useRenewSale } from '@/api/sales/renew-sale';
import { SalePaymentField, useSalePayment } from '@/components/cartera/sale-payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';

// Ventas of a client (issue 25, items 2 and 4): what Vender sold them, newest first, with the
// profiles each sale occupied and whether it still holds them; Renovar renews all a sale holds
// (a plan's profiles, a cuenta completa, a combo's services) in one movement.

const u = saleListUi;

export interface ClientSalesDialogProps {
  client: Client | null;
  onClose: () => void;
}

export function ClientSalesDialog({ client, onClose }: ClientSalesDialogProps) {
  return (
    <Dialog
      open={client !== null}
      onOpenChange={(next) => !next && onClose()}
      title={u.title(client?.name ?? '')}
      description={u.description}
      wide
    >
      {client && <ClientSales key={client.id} clientId={client.id} />}
    </Dialog>
  );
}

function ClientSales({ clientId }: { clientId: number }) {
  const query = useClientSales(clientId);
  const [renewing, setRenewing] = useState<number | null>(null);
  const [renewed, setRenewed] = useState<{ saleId: number; text: string } | null>(null);
  if (query.isPending) {
    return (
      <div className="flex justify-center p-10">
        <Spinner label={commonMessages.loading} />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        message={u.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="py-10"
      />
    );
  }
  const pages = query.data?.pages ?? [];
  // Pages are cut by offset, newest first: a sale made meanwhile repeats one; shown once.
  const seen = new Set<number>();
  const sales = pages.flatMap((page) => page.sales).filter((s) => !seen.has(s.id) && seen.add(s.id));
  if (sales.length === 0) return <p className="py-6 text-center text-sm text-muted">{u.empty}</p>;
  const total = pages.at(-1)?.pagination.totalCount ?? sales.length;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-label={u.shown(sales.length, total)}>
        {sales.map((sale) => (
          <SaleCard
            key={sale.id}
            sale={sale}
            clientId={clientId}
            renewing={renewing === sale.id}
            renewed={renewed?.saleId === sale.id ? renewed.text : null}
            onRenew={() => {
              setRenewed(null);
              setRenewing(sale.id);
            }}
            onCancel={() => setRenewing(null)}
            onRenewed={(text) => {
              setRenewing(null);
              setRenewed({ saleId: sale.id, text });
            }}
          />
        ))}
      </ul>
      {query.isFetchNextPageError && <Alert tone="error">{u.moreFailed}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-sm">
        <span className="text-muted" data-testid="sales-count">
          {u.shown(sales.length, total)}
        </span>
        {query.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? u.loadingMore : u.more}
          </Button>
        )}
      </div>
    </div>
  );
}

function StateBadge({ profile }: { profile: Sale['profiles'][number] }) {
  const state = !profile.held ? 'released' : profile.status === 'expirado' ? 'expired' : 'held';
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
        state === 'held' && 'bg-primary-soft text-primary',
        state === 'expired' && 'bg-warning/15 text-warning',
        state === 'released' && 'bg-surface-2 text-muted',
      )}
    >
      {u.states[state]}
    </span>
  );
}

interface SaleCardProps {
  sale: Sale;
  clientId: number;
  renewing: boolean;
  renewed: string | null;
  onRenew: () => void;
  onCancel: () => void;
  onRenewed: (text: string) => void;
}

/** One sale: what and when, its price, each profile it occupied, and Renovar while it holds one. */
function SaleCard({ sale, clientId, renewing, renewed, onRenew, onCancel, onRenewed }: SaleCardProps) {
  const { timeZone } = useBusinessTime();
  const held = sale.profiles.some((p) => p.held);
  const headingId = `sale-${sale.id}-title`;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
      aria-labelledby={headingId}
      data-testid="client-sale"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold">
            {u.kinds[sale.kind]} · {sale.planName}
          </h3>
          <p className="text-xs text-muted">
            {u.soldOn(formatDisplayDate(businessToday(new Date(sale.createdAt), timeZone)))}
          </p>
        </div>
        <span className="text-sm font-semibold tabular-nums">{u.price(formatCop(sale.price))}</span>
      </div>
      <ul className="flex flex-col gap-1.5 text-sm">
        {sale.profiles.map((p) => (
          <li key={p.profileId} className="flex items-start justify-between gap-2">
            <span className="min-w-0 break-words">
              {u.profile(p.serviceName, p.accountUsername, p.name)}
              {p.held && p.expiryDate && (
                <span className="text-muted tabular-nums">
                  {' '}
                  · {u.expires(formatDisplayDate(p.expiryDate))}
                </span>
              )}
            </span>
            <StateBadge profile={p} />
          </li>
        ))}
      </ul>
      {renewed && <Alert tone="success">{renewed}</Alert>}
      {renewing ? (
        <RenewSalePanel
          sale={sale}
          clientId={clientId}
          held={held}
          onCancel={onCancel}
          onRenewed={onRenewed}
        />
      ) : held ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={onRenew}
          aria-label={u.renewAction(sale.planName)}
        >
          {u.renew}
        </Button>
      ) : (
        <p className="text-xs text-muted">{u.nothingHeld}</p>
      )}
    </li>
  );
}

/** Renovar a sale: the price is the plan's or combo's unless typed; Pagado or Fiado as in a sale. */
function RenewSalePanel({
  sale,
  clientId,
  held,
  onCancel,
  onRenewed,
}: {
  sale: Sale;
  clientId: number;
  /** Whether the sale still holds a profile (a 409 reloads the list, which may say it no longer does). */
  held: boolean;
  onCancel: () => void;
  onRenewed: (text: string) => void;
}) {
  const renew = useRenewSale();
  const payment = useSalePayment(clientId);
  const [price, setPrice] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const id = `renew-sale-${sale.id}`;
  const confirm = () => {
    if (renew.isPending) return;
    const parsed = saleRenewInputSchema.safeParse({ price });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? u.renewFailed);
    setInvalid(null);
    renew.mutate(
      { id: sale.id, values: { ...parsed.data, ...payment.terms() } },
      {
        onSuccess: ({ sale: after, movement }) => {
          const expiries = after.profiles
            .filter((p) => p.held && p.expiryDate)
            .map((p) => p.expiryDate as string)
            .sort();
          onRenewed(u.renewed(formatDisplayDate(expiries[0] ?? null), formatCop(movement.amount)));
        },
      },
    );
  };
  const error = invalid ?? (renew.isError ? errorMessage(renew.error, u.renewFailed) : null);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 border-t border-border pt-3">
      <h4 id={`${id}-title`} className="text-sm font-semibold">
        {u.renewTitle(sale.planName)}
      </h4>
      <Field id={`${id}-price`} label={u.renewPrice}>
        <Input
          id={`${id}-price`}
          type="number"
          min={0}
          step={1000}
          inputMode="numeric"
          aria-describedby={`${id}-price-hint`}
          value={price}
          disabled={renew.isPending}
          onChange={(event) => setPrice(event.target.value)}
        />
        <p id={`${id}-price-hint`} className="text-xs text-muted">
          {u.renewPriceHint}
        </p>
      </Field>
      <SalePaymentField id={`${id}-payment`} sale={payment} error={renew.error} disabled={renew.isPending} />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={renew.isPending}>
          {commonUi.cancel}
        </Button>
        <Button onClick={confirm} disabled={renew.isPending || !held}>
          {renew.isPending ? u.renewing : u.confirmRenew}
        </Button>
      </div>
    </section>
  );
}
