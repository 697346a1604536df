import { Link } from 'react-router';
import { freshProfiles } from '#shared/domain/profile-rules';
import { accountsMessages, accountsUi } from '#shared/messages/accounts';
import { commonMessages } from '#shared/messages/common';
import { accountInputSchema, type Account, type AccountInput } from '#shared/schemas/accounts';
import type { Service } from '#shared/schemas/services';
import { useSaveAccount } from '@/api/accounts/save-account';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input, inputClass } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { sectionHref } from '@/config/sections';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';

interface FormValues {
  serviceId: string;
  username: string;
  password: string;
  observation: string;
  providerCost: string;
  providerRenewalDate: string;
}

const f = accountsUi.fields;

export interface AccountFormDialogProps {
  open: boolean;
  account: Account | null;
  services: Service[];
  /** The services could not be loaded: the form says so and offers to try again. */
  servicesFailed?: { retry: () => void } | null;
  onClose: () => void;
  /** `created` is true for Nueva Cuenta. */
  onSaved: (account: Account, created: boolean) => void;
}

/** Nueva Cuenta / Editar Cuenta, checked with the schema the server parses the body with. */
export function AccountFormDialog({
  open,
  account,
  services,
  servicesFailed,
  onClose,
  onSaved,
}: AccountFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={account ? accountsUi.editTitle : accountsUi.newTitle}
      wide
    >
      {open && (
        <AccountForm
          key={account?.id ?? 'new'}
          account={account}
          services={services}
          servicesFailed={servicesFailed}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function AccountForm({
  account,
  services,
  servicesFailed,
  onClose,
  onSaved,
}: Omit<AccountFormDialogProps, 'open'>) {
  const save = useSaveAccount();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, AccountInput>(accountInputSchema, {
    defaultValues: {
      serviceId: account ? String(account.serviceId) : '',
      username: account?.username ?? '',
      password: account?.password ?? '',
      observation: account?.observation ?? '',
      providerCost: account?.providerCost === null || !account ? '' : String(account.providerCost),
      providerRenewalDate: account?.providerRenewalDate ?? '',
    },
  });
  const chosenId = Number(form.watch('serviceId'));
  const chosen = services.find((service) => service.id === chosenId);
  // A new account, or one moved to another service, gets that service's profiles, all libre.
  const newProfiles = chosen && (!account || account.serviceId !== chosen.id) ? chosen.maxProfiles : null;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      {
        id: account?.id,
        // On an edit the server keeps the profiles unless told; a new service replaces them (and
        // refuses with 409 naming an occupied one rather than dropping a client's profile).
        values:
          account && newProfiles !== null ? { ...values, profiles: freshProfiles(newProfiles) } : values,
      },
      {
        onSuccess: ({ account: saved }) => {
          onSaved(saved, !account);
          onClose();
        },
      },
    ),
  );
  const error = invalid ?? (save.isError ? errorMessage(save.error, accountsMessages.saveFailed) : null);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <Field id="account-service" label={f.service}>
        <Select id="account-service" {...field('serviceId')}>
          <option value="">{f.chooseService}</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </Select>
        {!servicesFailed && services.length === 0 && (
          <p className="text-sm text-muted">
            {f.noServices}{' '}
            <Link to={sectionHref('servicios', { create: true })} className="text-primary underline">
              {f.createService}
            </Link>
          </p>
        )}
        {servicesFailed && (
          <div role="alert" className="flex items-center gap-2 text-sm text-danger">
            {f.servicesFailed}
            <Button variant="ghost" size="sm" onClick={servicesFailed.retry}>
              {commonMessages.retry}
            </Button>
          </div>
        )}
        {newProfiles !== null && <ServiceChangeHint account={account} count={Math.max(newProfiles, 1)} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="account-username" label={f.username}>
          <Input id="account-username" autoComplete="off" {...field('username')} />
        </Field>
        <Field id="account-password" label={f.password}>
          <PasswordInput id="account-password" autoComplete="off" {...field('password')} />
        </Field>
      </div>
      <Field id="account-observation" label={f.observation}>
        <textarea
          id="account-observation"
          rows={2}
          className={`${inputClass} h-auto py-2`}
          {...field('observation')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="account-provider-cost" label={f.providerCost}>
          <Input
            id="account-provider-cost"
            inputMode="numeric"
            autoComplete="off"
            {...field('providerCost')}
          />
        </Field>
        <Field id="account-provider-date" label={f.providerRenewalDate}>
          <Input id="account-provider-date" type="date" {...field('providerRenewalDate')} />
        </Field>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions onCancel={onClose} pending={save.isPending} />
    </form>
  );
}

/**
 * What choosing this service does to the profiles: a new account gets them; an edit replaces the
 * current ones, which the server refuses (409) while any is held, so say that before Guardar.
 */
function ServiceChangeHint({ account, count }: { account: Account | null; count: number }) {
  if (!account) return <p className="text-xs text-muted">{f.profilesHint(count)}</p>;
  const occupied = account.profiles.filter((profile) => profile.status === 'ocupado').length;
  return occupied > 0 ? (
    <Alert tone="info">{f.replaceBlocked(occupied)}</Alert>
  ) : (
    <Alert tone="info">{f.replaceHint(account.profiles.length, count)}</Alert>
  );
}
