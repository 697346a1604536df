import { useQuery } from '@tanstack/react-query';
import { businessToday } from '#shared/domain/business-time';
import { formatCop, parsePesos } from '#shared/domain/money';
import { carteraMessages, carteraUi } from '#shared/messages/cartera';
import { commonMessages } from '#shared/messages/common';
import { paymentInputSchema, type PaymentInput } from '#shared/schemas/payments';
import { z } from '#shared/schemas/zod';
import { clientQueryOptions } from '@/api/clients/get-client';
import { useBusinessTime } from '@/api/config/get-app-config';
import { usePaymentMethods } from '@/api/payment-methods/get-payment-methods';
import { useCreatePayment } from '@/api/payments/create-payment';
import { ClientBalanceLine, type ClientBalanceView } from '@/components/cartera/sale-payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input, inputClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';

/** Who pays: the client of the row or the modal the dialog was opened from. */
export interface PayingClient {
  id: number;
  name: string;
}

interface FormValues {
  clientId: number;
  amount: string;
  methodId: string;
  reference: string;
  date: string;
  note: string;
}

// The server's schema; the amount is typed the way the app shows pesos ('15.000').
const paymentFormSchema = paymentInputSchema.extend({
  amount: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? (parsePesos(v) ?? v) : v),
    paymentInputSchema.shape.amount,
  ),
});

export interface RegisterPaymentDialogProps {
  client: PayingClient | null;
  onClose: () => void;
  /** Called with the confirmation to show, once the abono is recorded. */
  onSaved: (text: string) => void;
}

const f = carteraUi.paymentFields;

/** Registrar abono: money a client paid, applied by the server to their oldest pending sales. */
export function RegisterPaymentDialog({ client, onClose, onSaved }: RegisterPaymentDialogProps) {
  return (
    <Dialog
      open={client !== null}
      onOpenChange={(next) => !next && onClose()}
      title={carteraUi.registerPaymentTitle}
      description={client?.name}
    >
      {client && <PaymentForm key={client.id} client={client} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function PaymentForm({
  client,
  onClose,
  onSaved,
}: { client: PayingClient } & Omit<RegisterPaymentDialogProps, 'client'>) {
  const create = useCreatePayment();
  const today = useBusinessTime().today ?? businessToday(new Date());
  const balance = useQuery(clientQueryOptions(client.id)).data as ClientBalanceView | undefined;
  const methods = usePaymentMethods();
  const active = (methods.data ?? []).filter((method) => method.active);
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, PaymentInput>(paymentFormSchema, {
    defaultValues: { clientId: client.id, amount: '', methodId: '', reference: '', date: today, note: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        onSaved(carteraUi.paymentSaved(formatCop(values.amount), client.name));
        onClose();
      },
    }),
  );
  const error = invalid ?? (create.isError ? errorMessage(create.error, carteraMessages.saveFailed) : null);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <ClientBalanceLine balance={balance} className="-mt-2 text-sm" />
      <div className="grid grid-cols-2 gap-3">
        <Field id="payment-amount" label={f.amount}>
          <Input
            id="payment-amount"
            inputMode="numeric"
            autoComplete="off"
            placeholder="15.000"
            aria-describedby="payment-amount-hint"
            {...field('amount')}
          />
          <p id="payment-amount-hint" className="text-xs text-muted">
            {f.amountHint}
          </p>
        </Field>
        <Field id="payment-date" label={f.date}>
          <Input id="payment-date" type="date" max={today} {...field('date')} />
        </Field>
      </div>
      <Field id="payment-method" label={f.method}>
        <Select id="payment-method" disabled={methods.isPending} {...field('methodId')}>
          <option value="">{methods.isPending ? commonMessages.loading : f.noMethod}</option>
          {active.map((method) => (
            <option key={method.id} value={String(method.id)}>
              {method.name}
              {method.number ? ` · ${method.number}` : ''}
            </option>
          ))}
        </Select>
        {methods.isError && (
          <div className="flex items-center gap-2 text-xs text-danger" role="alert">
            {carteraUi.methodsFailed}
            <Button variant="ghost" size="sm" onClick={() => void methods.refetch()}>
              {commonMessages.retry}
            </Button>
          </div>
        )}
      </Field>
      <Field id="payment-reference" label={f.reference}>
        <Input
          id="payment-reference"
          autoComplete="off"
          maxLength={100}
          aria-describedby="payment-reference-hint"
          {...field('reference')}
        />
        <p id="payment-reference-hint" className="text-xs text-muted">
          {f.referenceHint}
        </p>
      </Field>
      <Field id="payment-note" label={f.note}>
        <textarea
          id="payment-note"
          rows={2}
          maxLength={300}
          className={`${inputClass} h-auto py-2`}
          {...field('note')}
        />
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions
        onCancel={onClose}
        pending={create.isPending}
        label={carteraUi.registerPayment}
        pendingLabel={carteraUi.registering}
      />
    </form>
  );
}
