import clsx from 'clsx';
import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from '#shared/domain/cartera';
import { carteraUi, paymentMethodsUi } from '#shared/messages/cartera';
import {
  paymentMethodInputSchema,
  type PaymentMethod,
  type PaymentMethodInput,
} from '#shared/schemas/payments';
import { useSavePaymentMethod } from '@/api/payment-methods/save-payment-method';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input, inputClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';

const t = paymentMethodsUi;
const kinds = carteraUi.methodKinds;

interface FormValues {
  kind: PaymentMethodKind;
  name: string;
  holder: string;
  number: string;
  note: string;
  active: boolean;
}

const blank: FormValues = {
  kind: 'nequi',
  name: kinds.nequi,
  holder: '',
  number: '',
  note: '',
  active: true,
};

const valuesOf = (method: PaymentMethod | null): FormValues =>
  method
    ? {
        kind: method.kind,
        name: method.name,
        holder: method.holder ?? '',
        number: method.number ?? '',
        note: method.note ?? '',
        active: method.active,
      }
    : blank;

/** The name a kind suggests: a wallet's own name; a bank or "otro" is named by the user. */
const suggestedName = (kind: PaymentMethodKind) => (kind === 'banco' || kind === 'otro' ? '' : kinds[kind]);

export interface PaymentMethodFormDialogProps {
  open: boolean;
  /** The method being edited, or null for a new one. */
  method: PaymentMethod | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Nuevo/Editar medio de pago. The shared schema checks the form exactly as the server will. */
export function PaymentMethodFormDialog({ open, method, onClose, onSaved }: PaymentMethodFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={method ? t.editTitle : t.newTitle}
      wide
    >
      {open && (
        <PaymentMethodForm key={method?.id ?? 'new'} method={method} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function PaymentMethodForm({ method, onClose, onSaved }: Omit<PaymentMethodFormDialogProps, 'open'>) {
  const save = useSavePaymentMethod();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, PaymentMethodInput>(paymentMethodInputSchema, {
    defaultValues: valuesOf(method),
  });
  const kindField = field('kind');

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      // Editing keeps the method's place (no position): Subir/Bajar move it.
      { id: method?.id, values },
      {
        onSuccess: () => {
          onSaved();
          onClose();
        },
      },
    ),
  );

  // Picking another kind renames the method when its name was the previous kind's suggestion.
  const onKindChange = (next: PaymentMethodKind) => {
    const name = form.getValues('name').trim();
    if (name === '' || name === suggestedName(form.getValues('kind')))
      form.setValue('name', suggestedName(next));
  };

  const error = invalid ?? (save.isError ? errorMessage(save.error, t.saveFailed) : null);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="payment-method-kind" label={t.fields.kind}>
          <Select
            id="payment-method-kind"
            {...kindField}
            onChange={(event) => {
              onKindChange(event.target.value as PaymentMethodKind);
              void kindField.onChange(event);
            }}
          >
            {PAYMENT_METHOD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="payment-method-name" label={t.fields.name}>
          <Input
            id="payment-method-name"
            autoComplete="off"
            aria-describedby="payment-method-name-hint"
            {...field('name')}
          />
        </Field>
      </div>
      <p id="payment-method-name-hint" className="-mt-2 text-xs text-muted">
        {t.fields.nameHint}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="payment-method-number" label={t.fields.number}>
          <Input id="payment-method-number" autoComplete="off" {...field('number')} />
        </Field>
        <Field id="payment-method-holder" label={t.fields.holder}>
          <Input id="payment-method-holder" autoComplete="off" {...field('holder')} />
        </Field>
      </div>
      <Field id="payment-method-note" label={t.fields.note}>
        <textarea
          id="payment-method-note"
          rows={2}
          aria-describedby="payment-method-note-hint"
          className={clsx(inputClass, 'h-auto py-2')}
          {...field('note')}
        />
      </Field>
      <p id="payment-method-note-hint" className="-mt-2 text-xs text-muted">
        {t.fields.noteHint}
      </p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-(--cc-primary)" {...form.register('active')} />
        {t.fields.active}
      </label>
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions onCancel={onClose} pending={save.isPending} />
    </form>
  );
}
