import { formatPhone } from '#shared/domain/phone';
import { clientsMessages, clientsUi } from '#shared/messages/clients';
import {
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  clientInputSchema,
  type Client,
  type ClientInput,
  type ClientType,
} from '#shared/schemas/clients';
import { useSaveClient } from '@/api/clients/save-client';
import { Alert } from '@/components/ui/alert';
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
}

const blank: FormValues = { name: '', phone: '', type: 'cliente' };

export interface ClientFormDialogProps {
  open: boolean;
  client: Client | null;
  onClose: () => void;
  /** Called after a successful save, before the dialog closes. */
  onSaved: () => void;
}

/** Nuevo/Editar Cliente, checked with the same schema the server uses. */
export function ClientFormDialog({ open, client, onClose, onSaved }: ClientFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={client ? clientsUi.editTitle : clientsUi.newTitle}
    >
      {open && <ClientForm key={client?.id ?? 'new'} client={client} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function ClientForm({ client, onClose, onSaved }: Omit<ClientFormDialogProps, 'open'>) {
  const save = useSaveClient();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, ClientInput>(clientInputSchema, {
    defaultValues: client
      ? { name: client.name, phone: formatPhone(client.phone), type: client.type }
      : blank,
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: client?.id, values },
      {
        // The form unmounts on close, so the next opening starts blank.
        onSuccess: () => {
          onSaved();
          onClose();
        },
      },
    ),
  );

  const error = invalid ?? (save.isError ? errorMessage(save.error, clientsMessages.saveFailed) : null);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
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
        <Select id="client-type" {...field('type')}>
          {CLIENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {CLIENT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions onCancel={onClose} pending={save.isPending} />
    </form>
  );
}
