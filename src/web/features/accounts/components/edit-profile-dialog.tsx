import { Check } from 'lucide-react';
import clsx from 'clsx';
import { PROFILE_COLORS, PROFILE_STATUSES } from '#shared/domain/profile-rules';
import { profilesMessages, profilesUi } from '#shared/messages/profiles';
import { profileInputSchema, type Profile, type ProfileInput } from '#shared/schemas/profiles';
import { useProfileWriteBusy } from '@/api/accounts/invalidate-accounts';
import { useSaveProfile } from '@/api/profiles/save-profile';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input, inputClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage, isConflict } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';
import { accessClient, accessInfoText, useAccessTemplate } from './access-info';
import { AccessInfoPanel } from './access-info-panel';
import { ClientPicker, heldClient, useClientField } from './client-picker';
import { ProfileDialog, type ProfileTarget } from './profile-dialog';
import { ReleaseProfile } from './release-profile';
import { RenewProfile } from './renew-profile';

interface FormValues {
  name: string;
  status: Profile['status'];
  expectedStatus: 'ocupado';
  expectedVersion: number;
  clientId: number | null;
  pin: string;
  expiryDate: string;
  observations: string;
  color: string;
  customPrice: string;
}

const f = profilesUi.fields;

export interface EditProfileDialogProps {
  target: ProfileTarget | null;
  today: string;
  onClose: () => void;
  onDone: (text: string) => void;
}

/** Editar Perfil of an ocupado profile: its data, colour, Copiar Info, Renovar and Liberar. */
export function EditProfileDialog({ target, today, onClose, onDone }: EditProfileDialogProps) {
  return (
    <ProfileDialog target={target} title={profilesUi.editTitle} onClose={onClose} wide>
      {({ account, profile }) => (
        <div className="flex flex-col gap-6">
          <EditForm account={account} profile={profile} today={today} onClose={onClose} onDone={onDone} />
          <RenewProfile account={account} profile={profile} today={today} onDone={onDone} onClose={onClose} />
          <ReleaseProfile profile={profile} onDone={onDone} onClose={onClose} />
        </div>
      )}
    </ProfileDialog>
  );
}

function EditForm({
  account,
  profile,
  today,
  onClose,
  onDone,
}: ProfileTarget & { today: string; onClose: () => void; onDone: (text: string) => void }) {
  const save = useSaveProfile();
  const busy = useProfileWriteBusy();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, ProfileInput>(profileInputSchema, {
    defaultValues: {
      name: profile.name,
      status: profile.status,
      // Freed, sold, renewed or edited elsewhere meanwhile: 409 rather than writing over it.
      expectedStatus: 'ocupado',
      expectedVersion: profile.version,
      clientId: profile.clientId,
      pin: profile.pin ?? '',
      expiryDate: profile.expiryDate ?? '',
      observations: profile.observations ?? '',
      color: profile.color ?? PROFILE_COLORS[0],
      customPrice: profile.customPrice === null ? '' : String(profile.customPrice),
    },
  });
  const status = form.watch('status');
  const color = form.watch('color');
  // Copiar Info copies what is on screen (a PIN or date just typed), not what was saved before.
  const [pin, expiryDate] = form.watch(['pin', 'expiryDate']);
  const { client, pick, fieldRef } = useClientField(form.control, heldClient(profile));
  const accessTemplate = useAccessTemplate(account.serviceId);
  const shownInfo = accessInfoText(
    accessTemplate,
    account,
    { ...profile, pin: pin || null, expiryDate: expiryDate || null },
    accessClient(client),
    today,
  );

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: profile.id, values },
      {
        onSuccess: () => {
          onDone(profilesUi.saved);
          onClose();
        },
      },
    ),
  );
  const error = invalid ?? (save.isError ? errorMessage(save.error, profilesMessages.editFailed) : null);

  return (
    <>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="profile-status" label={f.status}>
            <Select id="profile-status" {...field('status')}>
              {PROFILE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {profilesUi.statusLabels[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="profile-pin" label={f.pin}>
            <Input id="profile-pin" inputMode="numeric" maxLength={6} autoComplete="off" {...field('pin')} />
          </Field>
        </div>
        {/* Marked expirado, the profile keeps its client: still shown, still changeable. */}
        {status !== 'libre' && (
          <Field id="profile-client" label={f.client}>
            <ClientPicker
              value={client}
              onChange={pick}
              invalid={Boolean(form.formState.errors.clientId)}
              fieldRef={fieldRef}
            />
          </Field>
        )}
        {/* The revendedor's own end client, written from their portal (docs/decisions/056). */}
        {status !== 'libre' && profile.endClientLabel && (
          <p className="text-sm">
            <span className="text-muted">{`${profilesUi.tooltip.endClient}: `}</span>
            <span className="font-medium break-words">{profile.endClientLabel}</span>
          </p>
        )}
        <Field id="profile-expiry" label={f.expiry}>
          <Input id="profile-expiry" type="date" {...field('expiryDate')} />
        </Field>
        <Field id="profile-observations" label={f.observations}>
          <textarea
            id="profile-observations"
            rows={2}
            className={`${inputClass} h-auto py-2`}
            {...field('observations')}
          />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium">{f.color}</legend>
          <div className="flex flex-wrap gap-2">
            {PROFILE_COLORS.map((option) => (
              <button
                key={option}
                type="button"
                aria-label={f.colorOption(option)}
                aria-pressed={color === option}
                onClick={() => form.setValue('color', option)}
                className={clsx(
                  'flex size-9 items-center justify-center rounded-full border-2 text-white',
                  color === option ? 'border-foreground' : 'border-transparent',
                )}
                style={{ backgroundColor: option }}
              >
                {color === option && <Check aria-hidden className="size-4 drop-shadow" />}
              </button>
            ))}
          </div>
        </fieldset>
        {error && <Alert tone="error">{error}</Alert>}
        <FormActions
          onCancel={onClose}
          pending={save.isPending}
          // After a 409 this form shows an old profile: it must be opened again (the list reloaded).
          disabled={busy || isConflict(save.error)}
        />
      </form>
      <AccessInfoPanel text={shownInfo} copied={null} />
    </>
  );
}
