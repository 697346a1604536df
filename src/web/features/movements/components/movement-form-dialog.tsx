import { useState } from 'react';
import { formatDisplayDate } from '#shared/domain/business-time';
import type { PaymentStatus } from '#shared/domain/cartera';
import { formatCop } from '#shared/domain/money';
import { carteraUi } from '#shared/messages/cartera';
import { Controller } from 'react-hook-form';
import { movementsMessages, movementsUi } from '#shared/messages/movements';
import {
  DESCRIPTION_MAX_LENGTH,
  MOVEMENT_TYPE_LABELS,
  MOVEMENT_TYPES,
  movementInputSchema,
  SALE_TYPES,
  type Movement,
  type MovementInput,
  type MovementType,
} from '#shared/schemas/movements';
import { useClientStatement } from '@/api/clients/get-client-statement';
import { useSaveMovement } from '@/api/movements/save-movement';
import { SalePaymentField, useSalePayment } from '@/components/cartera/sale-payment';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input, inputClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useClientOptions, useServiceOptions } from '../hooks/use-picker-options';
import { OptionPicker, type Picked } from './option-picker';

interface FormValues {
  date: string;
  type: MovementType;
  amount: string;
  clientId: number | null;
  serviceId: number | null;
  description: string;
}

export interface MovementFormDialogProps {
  open: boolean;
  movement: Movement | null;
  /** The business date, the date of a new movement. */
  today: string;
  onClose: () => void;
  /** Called after a successful save, before the dialog closes. */
  onSaved: (created: boolean) => void;
}

const f = movementsUi.fields;

/** Nuevo/Editar Movimiento, checked with the schema the server parses the request with. */
export function MovementFormDialog({ open, movement, today, onClose, onSaved }: MovementFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={movement ? movementsUi.editTitle : movementsUi.newTitle}
    >
      {open && (
        <MovementForm
          key={movement?.id ?? 'new'}
          movement={movement}
          today={today}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

const pickedOf = (id: number | null, name: string | null): Picked | null =>
  id === null && name === null ? null : { id, name: name ?? '' };

/** An edited sale's own payment status (none for a sale a cancelación took back). */
function editedStatus(movement: Movement | null): PaymentStatus | undefined {
  const status = movement?.paymentStatus;
  return status === 'pagado' || status === 'pendiente' ? status : undefined;
}

function MovementForm({ movement, today, onClose, onSaved }: Omit<MovementFormDialogProps, 'open'>) {
  const save = useSaveMovement();
  const [client, setClient] = useState(() =>
    pickedOf(movement?.clientId ?? null, movement?.clientName ?? null),
  );
  const [service, setService] = useState(() =>
    pickedOf(movement?.serviceId ?? null, movement?.serviceName ?? null),
  );
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, MovementInput>(movementInputSchema, {
    defaultValues: movement
      ? {
          date: movement.date,
          type: movement.type,
          amount: String(movement.amount),
          clientId: movement.clientId,
          serviceId: movement.serviceId,
          description: movement.description ?? '',
        }
      : { date: today, type: 'venta', amount: '', clientId: null, serviceId: null, description: '' },
  });

  // Pagado or fiado (issue 24): a sale's, from the client's terms; an edited sale keeps its own.
  const sale = useSalePayment(client?.id ?? null, editedStatus(movement));
  // A sale a cancelación took back (anulado) keeps that state: it offers no choice.
  const isSale =
    (SALE_TYPES as readonly string[]).includes(form.watch('type')) && movement?.paymentStatus !== 'anulado';

  // A cancelación may name the client's sale it takes back: its money becomes saldo a favor.
  const [cancels, setCancels] = useState(() =>
    movement?.cancelsMovementId ? String(movement.cancelsMovementId) : '',
  );
  const isCancellation = form.watch('type') === 'cancelacion';
  const cancelTarget = () => {
    if (!isCancellation || client?.id == null) return {};
    // On an edit, "Ninguna" gives back a sale the cancelación named (null); on a new one, nothing.
    return { cancelsMovementId: cancels ? Number(cancels) : movement ? null : undefined };
  };

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      {
        id: movement?.id,
        values: isSale ? { ...values, ...sale.terms() } : { ...values, ...cancelTarget() },
      },
      {
        onSuccess: () => {
          onSaved(!movement);
          onClose();
        },
      },
    ),
  );

  const error = invalid ?? (save.isError ? errorMessage(save.error, movementsMessages.saveFailed) : null);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Field id="movement-date" label={f.date}>
          <Input id="movement-date" type="date" {...field('date')} />
        </Field>
        <Field id="movement-type" label={f.type}>
          <Select id="movement-type" {...field('type')}>
            {MOVEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {MOVEMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field id="movement-amount" label={f.amount}>
        <Input
          id="movement-amount"
          inputMode="numeric"
          autoComplete="off"
          placeholder="15.000"
          aria-describedby="movement-amount-hint"
          {...field('amount')}
        />
        <p id="movement-amount-hint" className="text-xs text-muted">
          {f.amountHint}
        </p>
      </Field>
      <Controller
        control={form.control}
        name="clientId"
        render={({ field: controlled, fieldState }) => (
          <Field id="movement-client" label={`${f.client} (${f.optional.toLowerCase()})`}>
            <OptionPicker
              id="movement-client"
              label={f.client}
              searchLabel={f.clientSearch}
              value={client}
              onChange={(picked) => {
                setClient(picked);
                controlled.onChange(picked?.id ?? null);
              }}
              useResults={useClientOptions}
              invalid={fieldState.invalid}
              fieldRef={controlled.ref}
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="serviceId"
        render={({ field: controlled, fieldState }) => (
          <Field id="movement-service" label={`${f.service} (${f.optional.toLowerCase()})`}>
            <OptionPicker
              id="movement-service"
              label={f.service}
              searchLabel={f.serviceSearch}
              value={service}
              onChange={(picked, option) => {
                setService(picked);
                controlled.onChange(picked?.id ?? null);
                // A sale is usually the service's price: offered while the amount is blank.
                if (option?.price !== undefined && form.getValues('amount').trim() === '') {
                  form.setValue('amount', String(option.price));
                }
              }}
              useResults={useServiceOptions}
              invalid={fieldState.invalid}
              fieldRef={controlled.ref}
            />
          </Field>
        )}
      />
      {isSale && <SalePaymentField id="movement-payment" sale={sale} error={save.error} />}
      {isCancellation && client?.id != null && (
        <CancelledSaleField clientId={client.id} value={cancels} onChange={setCancels} />
      )}
      <Field id="movement-description" label={f.description}>
        <textarea
          id="movement-description"
          rows={2}
          maxLength={DESCRIPTION_MAX_LENGTH}
          className={`${inputClass} h-auto py-2`}
          {...field('description')}
        />
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions onCancel={onClose} pending={save.isPending} />
    </form>
  );
}

/** The client's sales, newest first, to name the one a cancelación takes back. */
function CancelledSaleField({
  clientId,
  value,
  onChange,
}: {
  clientId: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const statement = useClientStatement(clientId, { from: '', to: '' });
  const sales = (statement.data?.lines ?? [])
    .filter((line) => (line.kind === 'venta' || line.kind === 'renovacion') && line.movementId !== null)
    .reverse()
    .slice(0, 30);
  return (
    <Field id="movement-cancels" label={carteraUi.cancelsSale}>
      <Select
        id="movement-cancels"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="movement-cancels-hint"
        aria-busy={statement.isPending}
      >
        <option value="">{statement.isPending ? carteraUi.cancelsLoading : carteraUi.cancelsNone}</option>
        {sales.map((line) => (
          <option key={line.movementId} value={String(line.movementId)}>
            {carteraUi.cancelsOption(formatDisplayDate(line.date), line.description, formatCop(line.amount))}
          </option>
        ))}
      </Select>
      <p id="movement-cancels-hint" className="text-xs text-muted">
        {carteraUi.cancelsHint}
      </p>
    </Field>
  );
}
