import type { FormEvent } from 'react';
import { settingsMessages, settingsUi } from '#shared/messages/settings';
import { shopSettingsInputSchema, type ShopSettings, type ShopSettingsInput } from '#shared/schemas/settings';
import { useSaveSettings } from '@/api/settings/save-settings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';

const t = settingsUi;

export interface GraceDaysFormProps {
  settings: ShopSettings;
  onSaved: (text: string) => void;
}

/** Ajustes › Periodo de gracia: the days an expired profile stays held and renews from its old date. */
export function GraceDaysForm({ settings, onSaved }: GraceDaysFormProps) {
  const save = useSaveSettings();
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<{ graceDays: string }, ShopSettingsInput>(shopSettingsInputSchema, {
    defaultValues: { graceDays: String(settings.graceDays) },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ settings: saved }) => {
        form.reset({ graceDays: String(saved.graceDays) });
        onSaved(settingsMessages.saved);
      },
    }),
  );
  const error = invalid ?? (save.isError ? errorMessage(save.error, t.saveFailed) : null);

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      className="flex flex-col gap-3"
      aria-label={t.title}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-32">
          <Field id="grace-days" label={t.graceDays}>
            <Input
              id="grace-days"
              inputMode="numeric"
              aria-describedby="grace-days-hint"
              {...field('graceDays')}
            />
          </Field>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
      <p id="grace-days-hint" className="text-sm text-muted">
        {t.graceHint}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}
