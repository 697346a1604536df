import { useState } from 'react';
import { Link } from 'react-router';
import { freshProfiles } from '#shared/domain/profile-rules';
import { profilesUi } from '#shared/messages/profiles';
import { profileFields } from '#shared/schemas/profiles';
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
  // Perfil 1..N, all libre (spec section 4), named as staff type them before Guardar.
  // The names typed for the chosen service: choosing another starts again from Perfil 1..N.
  const [typed, setTyped] = useState<{ serviceId: number; names: string[] }>({ serviceId: 0, names: [] });
  const names = typed.serviceId === chosenId ? typed.names : [];
  const fresh = newProfiles === null ? [] : freshProfiles(newProfiles);
  const profileNames = fresh.map((profile, i) => names[i] ?? profile.name);
  const nameProblem = profileNames
    .map((name) => profileFields.name.safeParse(name))
    .find((result) => !result.success)?.error.issues[0]?.message;
  const [showNameProblem, setShowNameProblem] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    if (nameProblem) return setShowNameProblem(true);
    const profiles = fresh.map((profile, i) => ({ ...profile, name: profileNames[i]!.trim() }));
    save.mutate(
      {
        id: account?.id,
        // A new account gets the names on screen. On an edit the server keeps the profiles unless
        // told; a new service replaces them (and refuses with 409 naming an occupied one rather
        // than dropping a client's profile).
        values: newProfiles !== null ? { ...values, profiles } : values,
      },
      {
        onSuccess: ({ account: saved }) => {
          onSaved(saved, !account);
          onClose();
        },
      },
    );
  });
  const error =
    invalid ??
    (showNameProblem && nameProblem ? nameProblem : null) ??
    (save.isError ? errorMessage(save.error, accountsMessages.saveFailed) : null);

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
      {newProfiles !== null && (account === null || !hasOccupied(account)) ? (
        <ProfileNames
          names={profileNames}
          onChange={(i, name) =>
            setTyped({ serviceId: chosenId, names: profileNames.map((n, j) => (j === i ? name : n)) })
          }
        />
      ) : (
        account && <CurrentProfiles account={account} />
      )}
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

const hasOccupied = (account: Account) => account.profiles.some((profile) => profile.status === 'ocupado');

/** The profiles a new account (or one moved to another service) gets, their names editable. */
function ProfileNames({ names, onChange }: { names: string[]; onChange: (i: number, name: string) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{f.profiles}</legend>
      <p className="text-xs text-muted">{f.profilesEditHint}</p>
      <ol className="grid gap-2 sm:grid-cols-2" data-testid="account-profile-names">
        {names.map((name, i) => (
          <li key={i} className="flex items-center gap-2">
            <Input
              aria-label={f.profileName(i + 1)}
              value={name}
              maxLength={50}
              autoComplete="off"
              onChange={(event) => onChange(i, event.target.value)}
            />
            <span className="shrink-0 text-xs text-muted">{profilesUi.statusLabels.libre}</span>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

/** Editar Cuenta: the account's profiles as they are (each is edited from the list). */
function CurrentProfiles({ account }: { account: Account }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium">{f.currentProfiles}</p>
      <ul className="flex flex-wrap gap-2 text-xs" data-testid="account-current-profiles">
        {account.profiles.map((profile) => (
          <li key={profile.id} className="rounded-md border border-border px-2 py-1">
            {profile.name} · {profilesUi.statusLabels[profile.status]}
          </li>
        ))}
      </ul>
    </div>
  );
}
