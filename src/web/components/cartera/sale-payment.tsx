import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import type { PaymentStatus, PaymentTerms } from '#shared/domain/cartera';
import { formatCop } from '#shared/domain/money';
import { carteraUi } from '#shared/messages/cartera';
import type { SaleTerms } from '#shared/schemas/payments';
import { clientQueryOptions } from '@/api/clients/get-client';
import { useSession } from '@/lib/auth';
import { isOverLimit, saleStatus, type ChosenStatus } from './sale-status';

/** What the client answers of their terms and balance (docs/decisions/036), when it does. */
export interface ClientBalanceView {
  paymentTerms?: PaymentTerms;
  creditLimit?: number | null;
  owed?: number;
  credit?: number;
}

export { isOverLimit };

/**
 * Pagado or Fiado for a sale, and an admin's leave to go over the credit limit. The choice
 * follows the client's terms (a credit client's sale is fiada) until the user picks one for that
 * client; `initial` is an edited movement's own status.
 */
export function useSalePayment(clientId: number | null, initial?: PaymentStatus) {
  const client = useQuery({ ...clientQueryOptions(clientId ?? 0), enabled: clientId !== null });
  const balance = clientId !== null ? (client.data as ClientBalanceView | undefined) : undefined;
  const [chosen, setChosen] = useState<ChosenStatus | null>(initial ? { clientId, status: initial } : null);
  // The override is for the client it was given for: another client is checked against their own limit.
  const [overrideFor, setOverrideFor] = useState<number | null>(null);
  const override = clientId !== null && overrideFor === clientId;
  const status = saleStatus(clientId, chosen, balance?.paymentTerms);
  // Until the client's terms arrive, the request names no status and the server applies the
  // same default: a quick Guardar never sells a credit client's profile as paid by mistake.
  const known = clientId === null || chosen?.clientId === clientId || balance?.paymentTerms !== undefined;
  return {
    clientId,
    status,
    balance,
    choose: (next: PaymentStatus) => setChosen({ clientId, status: next }),
    override,
    setOverride: (on: boolean) => setOverrideFor(on ? clientId : null),
    /** What the request adds to the sale's body. */
    terms: (): SaleTerms => ({
      ...(known ? { paymentStatus: status } : {}),
      ...(override ? { overrideCreditLimit: true } : {}),
    }),
  };
}

export type SalePayment = ReturnType<typeof useSalePayment>;

export interface SalePaymentFieldProps {
  id: string;
  sale: SalePayment;
  /** The save's error: a refusal over the limit offers an admin the override. */
  error?: unknown;
  disabled?: boolean;
}

/** The client's Debe / Saldo a favor, when the client answers them. */
export function ClientBalanceLine({
  balance,
  className,
}: {
  balance?: ClientBalanceView;
  className?: string;
}) {
  if (balance?.owed === undefined || balance.credit === undefined) return null;
  const { owed, credit, creditLimit } = balance;
  return (
    <p className={clsx('text-xs text-muted tabular-nums', className)} data-testid="client-balance">
      {owed > 0 ? (
        <span className="font-semibold text-warning">
          {carteraUi.owes}: {formatCop(owed)}
        </span>
      ) : credit > 0 ? (
        <span className="font-semibold text-success">
          {carteraUi.credit}: {formatCop(credit)}
        </span>
      ) : (
        carteraUi.upToDate
      )}
      {creditLimit !== null && creditLimit !== undefined && (
        <span>
          {' · '}
          {carteraUi.creditLimit}: {formatCop(creditLimit)}
        </span>
      )}
    </p>
  );
}

/**
 * Pagado / Fiado as a radio group (arrow keys move between them), the client's balance beside it,
 * and for an admin whose sale was refused over the limit, "Autorizar por encima del cupo".
 */
export function SalePaymentField({ id, sale, error, disabled = false }: SalePaymentFieldProps) {
  const { data: user } = useSession();
  const noClient = sale.clientId === null;
  const options: { value: PaymentStatus; label: string }[] = [
    { value: 'pagado', label: carteraUi.paid },
    { value: 'pendiente', label: carteraUi.onCredit },
  ];
  const offerOverride = user?.role === 'admin' && (isOverLimit(error) || sale.override);
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{carteraUi.paymentStatus}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="inline-flex rounded-lg border border-border bg-surface p-0.5">
          {options.map((option) => {
            const checked = sale.status === option.value;
            const off = disabled || (noClient && option.value === 'pendiente');
            return (
              <label
                key={option.value}
                className={clsx(
                  'relative flex h-9 min-w-20 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium transition',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  checked ? 'bg-primary text-primary-fg' : 'text-muted hover:text-foreground',
                  off && 'cursor-not-allowed opacity-60',
                )}
              >
                <input
                  type="radio"
                  name={id}
                  value={option.value}
                  checked={checked}
                  disabled={off}
                  onChange={() => sale.choose(option.value)}
                  className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed"
                />
                {option.label}
              </label>
            );
          })}
        </div>
        <ClientBalanceLine balance={sale.balance} />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {noClient ? carteraUi.creditNeedsClient : carteraUi.paymentStatusHint}
      </p>
      {offerOverride && (
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={sale.override}
            disabled={disabled}
            onChange={(event) => sale.setOverride(event.target.checked)}
          />
          {carteraUi.overrideLimit}
        </label>
      )}
      {offerOverride && !sale.override && (
        <p className="text-xs text-muted">{carteraUi.overLimitAdminHint}</p>
      )}
    </fieldset>
  );
}
