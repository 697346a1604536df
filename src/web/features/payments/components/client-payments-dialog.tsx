import { useRef, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { formatDisplayDate } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { carteraMessages, carteraUi } from '#shared/messages/cartera';
import { commonMessages, commonUi } from '#shared/messages/common';
import { voidInputSchema, type Payment } from '#shared/schemas/payments';
import { usePayments } from '@/api/payments/list-payments';
import { useVoidPayment } from '@/api/payments/void-payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { inputClass } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import type { PayingClient } from './register-payment-dialog';

/** How many payments the list brings at a time ("Ver más" brings more). */
export const CLIENT_PAYMENTS_PAGE_SIZE = 20;

export interface ClientPaymentsDialogProps {
  client: PayingClient | null;
  /** Anular is offered to those allowed Movimientos (issue 24). */
  canVoid: boolean;
  onClose: () => void;
}

/** A client's abonos, newest first, each with what it paid; Anular reverses one with a reason. */
export function ClientPaymentsDialog({ client, canVoid, onClose }: ClientPaymentsDialogProps) {
  return (
    <Dialog
      open={client !== null}
      onOpenChange={(next) => !next && onClose()}
      title={client ? carteraUi.paymentsTitle(client.name) : ''}
      wide
    >
      {client && <PaymentsBody key={client.id} clientId={client.id} canVoid={canVoid} />}
    </Dialog>
  );
}

function PaymentsBody({ clientId, canVoid }: { clientId: number; canVoid: boolean }) {
  const [limit, setLimit] = useState(CLIENT_PAYMENTS_PAGE_SIZE);
  const payments = usePayments({ clientId, page: 1, limit });
  const [voided, setVoided] = useState(false);

  if (payments.isPending) {
    return (
      <div className="flex justify-center p-10">
        <Spinner label={commonMessages.loading} />
      </div>
    );
  }
  if (payments.isError) {
    return (
      <ErrorState
        message={errorMessage(payments.error, carteraUi.paymentsLoadFailed)}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
        className="py-10"
      />
    );
  }
  const rows = payments.data.payments;
  if (rows.length === 0)
    return <p className="py-8 text-center text-sm text-muted">{carteraUi.paymentsEmpty}</p>;
  return (
    <div className="flex flex-col gap-3">
      {voided && <Alert tone="success">{carteraUi.voidDone}</Alert>}
      <ul aria-label={carteraUi.paymentsLabel} className="flex flex-col gap-2">
        {rows.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} canVoid={canVoid} onVoided={() => setVoided(true)} />
        ))}
      </ul>
      {payments.data.pagination.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={payments.isFetching}
          onClick={() => setLimit((current) => current + CLIENT_PAYMENTS_PAGE_SIZE)}
        >
          {carteraUi.morePayments}
        </Button>
      )}
    </div>
  );
}

function PaymentRow({
  payment,
  canVoid,
  onVoided,
}: {
  payment: Payment;
  canVoid: boolean;
  onVoided: () => void;
}) {
  const [voiding, setVoiding] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLLIElement>(null);
  const isVoided = payment.voidedAt !== null;
  const amount = formatCop(payment.amount);
  const date = formatDisplayDate(payment.date);
  const voidable = canVoid && !isVoided && payment.origin === 'abono';
  return (
    <li
      ref={row}
      // Where focus goes once the abono is voided and its Anular button is gone.
      tabIndex={-1}
      className={clsx(
        // A voided abono says so in words and a badge; faded text would fall below AA contrast.
        'flex flex-col gap-2 rounded-xl border border-border bg-surface-2/50 p-3 text-sm outline-none',
        isVoided && 'border-dashed',
      )}
      data-testid="payment-row"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold tabular-nums">
            <span className={clsx(isVoided && 'line-through')}>{amount}</span>
            <span className="ml-2 font-normal text-muted">{date}</span>
          </p>
          <p className="text-xs text-muted">
            {payment.origin === 'abono'
              ? (payment.methodName ?? carteraUi.paymentFields.noMethod)
              : carteraUi.origins[payment.origin]}
            {payment.reference ? ` · ${payment.reference}` : ''}
            {payment.createdByName ? ` · ${payment.createdByName}` : ''}
          </p>
          {!isVoided && (
            <p className="text-xs text-muted tabular-nums">
              {carteraUi.appliedOf(formatCop(payment.applied))}
            </p>
          )}
          {payment.note && <p className="text-xs break-words">{payment.note}</p>}
          {isVoided && (
            <p className="text-xs font-medium text-danger break-words">
              {carteraUi.voidedBy(payment.voidedByName ?? '', payment.voidReason ?? '')}
            </p>
          )}
        </div>
        {isVoided ? (
          <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
            {carteraUi.voided}
          </span>
        ) : (
          voidable &&
          !voiding && (
            <Button
              ref={opener}
              variant="danger"
              size="sm"
              aria-label={carteraUi.voidActionLabel(amount, date)}
              onClick={() => setVoiding(true)}
            >
              {carteraUi.voidAction}
            </Button>
          )
        )}
      </div>
      {voiding && (
        <VoidForm
          payment={payment}
          onCancel={() => {
            setVoiding(false);
            // Back to the button that opened the form, once it is shown again.
            window.setTimeout(() => opener.current?.focus());
          }}
          onVoided={() => {
            setVoiding(false);
            onVoided();
            row.current?.focus();
          }}
        />
      )}
    </li>
  );
}

function VoidForm({
  payment,
  onCancel,
  onVoided,
}: {
  payment: Payment;
  onCancel: () => void;
  onVoided: () => void;
}) {
  const voidPayment = useVoidPayment();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const id = `void-reason-${payment.id}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = voidInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? carteraMessages.voidReasonRequired);
      document.getElementById(id)?.focus();
      return;
    }
    setInvalid(null);
    voidPayment.mutate({ id: payment.id, reason: parsed.data.reason }, { onSuccess: onVoided });
  };
  const error =
    invalid ?? (voidPayment.isError ? errorMessage(voidPayment.error, carteraUi.voidFailed) : null);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 border-t border-border pt-2">
      <p className="text-xs text-muted">
        {carteraUi.voidDescription(formatCop(payment.amount), formatDisplayDate(payment.date))}
      </p>
      <Field id={id} label={carteraUi.voidReason}>
        <textarea
          id={id}
          rows={2}
          maxLength={300}
          autoFocus
          value={reason}
          aria-invalid={invalid ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
          className={`${inputClass} h-auto py-2`}
        />
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={voidPayment.isPending}>
          {commonUi.cancel}
        </Button>
        <Button type="submit" variant="danger" size="sm" disabled={voidPayment.isPending}>
          {voidPayment.isPending ? carteraUi.voiding : carteraUi.voidTitle}
        </Button>
      </div>
    </form>
  );
}
