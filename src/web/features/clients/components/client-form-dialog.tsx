import {
  DEFAULT_CREDIT_DAYS,
  defaultTermsFor,
  PAYMENT_TERMS,
  type PaymentTerms,
} from '#shared/domain/cartera';
import { formatPhone } from '#shared/domain/phone';
import { carteraUi } from '#shared/messages/cartera';
import { clientsMessages, clientsUi } from '#shared/messages/clients';
import {
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  clientInputSchema,
  type Client,
  type ClientInput,
  type ClientType,
} from '#shared/schemas/clients';
import { clientTermsFields } from '#shared/schemas/payments';
import { z } from '#shared/schemas/zod';
import { salesUi } from '#shared/messages/sales';
import { useSaveClient } from '@/api/clients/save-client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';

interface FormValues {
  name: string;
  phone: string;
  type: ClientType;
  paymentTerms: PaymentTerms;
  creditLimit: string;
  creditDays: string;
}

const blank: FormValues = {
  name: '',
  phone: '',
  type: 'cliente',
  paymentTerms: defaultTermsFor('cliente'),
  creditLimit: '',
  creditDays: String(DEFAULT_CREDIT_DAYS),
};

/** The client's terms as the API answers them (issue 24), when it does. */
interface ClientTerms {
  paymentTerms?: PaymentTerms;
  creditLimit?: number | null;
  creditDays?: number;
}

// The server's schema and the terms it adds; the days come from a text box, so as a number.
const clientFormSchema = clientInputSchema.extend({
  ...clientTermsFields,
  creditDays: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    clientTermsFields.creditDays,
  ),
});
type ClientFormOutput = ClientInput & z.infer<z.ZodObject<typeof clientTermsFields>>;

function valuesOf(client: Client): FormValues {
  const terms = client as Client & ClientTerms;
  return {
    name: client.name,
    phone: formatPhone(client.phone),
    type: client.type,
    paymentTerms: terms.paymentTerms ?? 'contado',
    creditLimit: terms.creditLimit == null ? '' : String(terms.creditLimit),
    creditDays: String(terms.creditDays ?? DEFAULT_CREDIT_DAYS),
  };
}

export interface ClientFormDialogProps {
  open: boolean;
  client: Client | null;
  onClose: () => void;
  /** Called after a successful save, before the dialog closes. */
  onSaved: () => void;
  /** Nuevo Cliente can end in a sale (issue 25): "Guardar y vender" hands the new client here. */
  onSaveAndSell?: (client: Client) => void;
}

/** Nuevo/Editar Cliente, checked with the same schema the server uses. */
export function ClientFormDialog({ open, client, onClose, onSaved, onSaveAndSell }: ClientFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={client ? clientsUi.editTitle : clientsUi.newTitle}
    >
      {open && (
        <ClientForm
          key={client?.id ?? 'new'}
          client={client}
          onClose={onClose}
          onSaved={onSaved}
          // Only a new client: an edit has nothing to sell.
          onSaveAndSell={client ? undefined : onSaveAndSell}
        />
      )}
    </Dialog>
  );
}

function ClientForm({ client, onClose, onSaved, onSaveAndSell }: Omit<ClientFormDialogProps, 'open'>) {
  const save = useSaveClient();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, ClientFormOutput>(clientFormSchema, {
    defaultValues: client ? valuesOf(client) : blank,
  });
  const typeField = field('type');

  // Guardar, or Guardar y vender (a plain button, so Enter still means Guardar).
  const submitWith = (sell: boolean) =>
    form.handleSubmit((values) =>
      save.mutate(
        { id: client?.id, values },
        {
          // The form unmounts on close, so the next opening starts blank.
          onSuccess: ({ client: saved }) => {
            onSaved();
            onClose();
            if (sell && onSaveAndSell) onSaveAndSell(saved);
          },
        },
      ),
    );

  const error = invalid ?? (save.isError ? errorMessage(save.error, clientsMessages.saveFailed) : null);

  return (
    <form onSubmit={(event) => void submitWith(false)(event)} noValidate className="flex flex-col gap-4">
      <Field id="client-name" label={clientsUi.fields.name}>
        <Input id="client-name" autoComplete="off" {...field('name')} />
      </Field>
      <Field id="client-phone" label={clientsUi.fields.phone}>
        <Input
          id="client-phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          aria-describedby="client-phone-hint"
          {...field('phone')}
        />
        <p id="client-phone-hint" className="text-xs text-muted">
          {clientsUi.fields.phoneHint}
        </p>
      </Field>
      <Field id="client-type" label={clientsUi.fields.type}>
        <Select
          id="client-type"
          {...typeField}
          onChange={(event) => {
            void typeField.onChange(event);
            // A new revendedor buys on credit, a cliente pays cash, until the user says otherwise.
            if (!client && !form.formState.dirtyFields.paymentTerms) {
              form.setValue('paymentTerms', defaultTermsFor(event.target.value as ClientType));
            }
          }}
        >
          {CLIENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {CLIENT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="client-terms" label={carteraUi.paymentTerms}>
        <Select id="client-terms" {...field('paymentTerms')}>
          {PAYMENT_TERMS.map((terms) => (
            <option key={terms} value={terms}>
              {carteraUi.terms[terms]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="client-credit-limit" label={carteraUi.creditLimit}>
          <Input
            id="client-credit-limit"
            inputMode="numeric"
            autoComplete="off"
            placeholder={carteraUi.noLimit}
            aria-describedby="client-credit-limit-hint"
            {...field('creditLimit')}
          />
          <p id="client-credit-limit-hint" className="text-xs text-muted">
            {carteraUi.creditLimitHint}
          </p>
        </Field>
        <Field id="client-credit-days" label={carteraUi.creditDays}>
          <Input
            id="client-credit-days"
            type="number"
            min={0}
            max={365}
            step={1}
            inputMode="numeric"
            aria-describedby="client-credit-days-hint"
            {...field('creditDays')}
          />
          <p id="client-credit-days-hint" className="text-xs text-muted">
            {carteraUi.creditDaysHint}
          </p>
        </Field>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {onSaveAndSell && (
          <Button variant="secondary" disabled={save.isPending} onClick={() => void submitWith(true)()}>
            {salesUi.saveAndSell}
          </Button>
        )}
        <FormActions onCancel={onClose} pending={save.isPending} />
      </div>
    </form>
  );
}
