import { useState } from 'react';
import { FLAG_SECTIONS, type FlagSection } from '#shared/domain/permissions';
import { apiTokensUi } from '#shared/messages/api-tokens';
import {
  API_TOKEN_SCOPES,
  apiTokenInputSchema,
  type ApiTokenScope,
  type ApiTokenValues,
} from '#shared/schemas/api-tokens';
import { useCreateApiToken } from '@/api/api-tokens/create-api-token';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { SecretShownOnce } from '@/components/ui/secret-shown-once';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';

const t = apiTokensUi;

interface FormValues {
  name: string;
  scope: ApiTokenScope;
  expiresAt: string;
  sections: FlagSection[];
}

export interface CreateApiTokenDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Crear token: the form, then the new token, shown this once with a copy button (the server keeps
 * only its hash, docs/decisions/043).
 */
export function CreateApiTokenDialog({ open, onClose }: CreateApiTokenDialogProps) {
  const [created, setCreated] = useState<string | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={created ? t.createdTitle : t.dialogTitle}
      wide
    >
      {open &&
        (created ? (
          <SecretShownOnce
            id="api-token-secret"
            label={t.tokenLabel}
            secret={created}
            texts={{
              warning: t.createdWarning,
              copy: t.copy,
              copied: t.copied,
              copyFailed: t.copyFailed,
              done: t.done,
            }}
            onDone={close}
          />
        ) : (
          <CreateForm onCreated={setCreated} onClose={close} />
        ))}
    </Dialog>
  );
}

function CreateForm({ onCreated, onClose }: { onCreated: (token: string) => void; onClose: () => void }) {
  const create = useCreateApiToken();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, ApiTokenValues>(apiTokenInputSchema, {
    defaultValues: { name: '', scope: 'lectura', expiresAt: '', sections: [] },
  });
  const scope = form.watch('scope');
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, { onSuccess: ({ token }) => onCreated(token) }),
  );
  const error = invalid ?? (create.isError ? errorMessage(create.error, t.createFailed) : null);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t.dialogDescription}</p>
      <Field id="api-token-name" label={t.name}>
        <Input id="api-token-name" autoComplete="off" placeholder={t.namePlaceholder} {...field('name')} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="api-token-scope" label={t.scope}>
          <Select id="api-token-scope" aria-describedby="api-token-scope-hint" {...field('scope')}>
            {API_TOKEN_SCOPES.map((s) => (
              <option key={s} value={s}>
                {t.scopes[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="api-token-expiry" label={t.expiry}>
          <Input id="api-token-expiry" type="date" {...field('expiresAt')} />
        </Field>
      </div>
      <p id="api-token-scope-hint" className="-mt-2 text-xs text-muted">
        {t.scopeHints[scope]}
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t.sectionsLegend}</legend>
        {FLAG_SECTIONS.map((section) => (
          <label key={section} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={section}
              className="size-4 accent-(--cc-primary)"
              {...form.register('sections')}
            />
            {t.sections[section]}
          </label>
        ))}
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions
        onCancel={onClose}
        pending={create.isPending}
        label={t.submit}
        pendingLabel={t.submitting}
      />
    </form>
  );
}
