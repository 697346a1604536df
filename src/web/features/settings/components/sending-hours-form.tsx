import { useState, type FormEvent } from 'react';
import { sendRunMessages, sendRunUi as t } from '#shared/messages/send-runs';
import { settingsMessages, settingsUi } from '#shared/messages/settings';
import { shopSettingsInputSchema, type ShopSettings } from '#shared/schemas/settings';
import { useSaveSettings } from '@/api/settings/save-settings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';

export interface SendingHoursFormProps {
  settings: ShopSettings;
  onSaved: (text: string) => void;
}

/**
 * Ajustes › Horario de envío (docs/decisions/052): outside these hours a send run asks before
 * each WhatsApp message. PUT /api/settings needs the grace days too: the ones in force are sent.
 */
export function SendingHoursForm({ settings, onSaved }: SendingHoursFormProps) {
  const save = useSaveSettings();
  const [start, setStart] = useState(settings.sendingHoursStart);
  const [end, setEnd] = useState(settings.sendingHoursEnd);
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shopSettingsInputSchema.safeParse({
      graceDays: settings.graceDays,
      sendingHoursStart: start,
      sendingHoursEnd: end,
    });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? sendRunMessages.invalidHours);
    setInvalid(null);
    save.mutate(parsed.data, { onSuccess: () => onSaved(settingsMessages.saved) });
  };
  const error = invalid ?? (save.isError ? errorMessage(save.error, settingsUi.saveFailed) : null);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t.hoursTitle}>
      <div className="flex flex-wrap gap-4">
        <Field id="sending-hours-start" label={t.hoursStart}>
          <Input
            id="sending-hours-start"
            type="time"
            value={start}
            onChange={(event) => setStart(event.target.value)}
            aria-invalid={invalid ? true : undefined}
          />
        </Field>
        <Field id="sending-hours-end" label={t.hoursEnd}>
          <Input
            id="sending-hours-end"
            type="time"
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            aria-invalid={invalid ? true : undefined}
          />
        </Field>
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? settingsUi.saving : settingsUi.save}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}
