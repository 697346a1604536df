import { useState, type FormEvent } from 'react';
import { THEME_LABELS, THEMES, type Theme } from '#shared/domain/themes';
import { portalLinkUi as p, portalMessages } from '#shared/messages/portal';
import { settingsMessages, settingsUi } from '#shared/messages/settings';
import { shopSettingsInputSchema, type ShopSettings } from '#shared/schemas/settings';
import { useSaveSettings } from '@/api/settings/save-settings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';

export interface PortalSettingsFormProps {
  settings: ShopSettings;
  onSaved: (text: string) => void;
}

/**
 * Ajustes › Portal del cliente (issue 27, docs/decisions/051): whether the page shows access
 * details, how long a new link lasts and the page's theme. PUT /api/settings needs the grace days
 * too: the ones in force are sent as they are.
 */
export function PortalSettingsForm({ settings, onSaved }: PortalSettingsFormProps) {
  const save = useSaveSettings();
  const [showsAccess, setShowsAccess] = useState(settings.portalShowsAccess);
  const [days, setDays] = useState(String(settings.portalLinkDays));
  const [theme, setTheme] = useState<Theme>(settings.portalTheme);
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shopSettingsInputSchema.safeParse({
      graceDays: settings.graceDays,
      portalShowsAccess: showsAccess,
      portalLinkDays: days,
      portalTheme: theme,
    });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? portalMessages.invalidLinkDays);
    setInvalid(null);
    save.mutate(parsed.data, { onSuccess: () => onSaved(settingsMessages.saved) });
  };
  const error = invalid ?? (save.isError ? errorMessage(save.error, settingsUi.saveFailed) : null);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={p.settingsTitle}>
      <label className="flex cursor-pointer items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={showsAccess}
          onChange={(event) => setShowsAccess(event.target.checked)}
          aria-describedby="portal-shows-access-hint"
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <span>
          {p.showsAccess}
          <span id="portal-shows-access-hint" className="block text-xs text-muted">
            {p.showsAccessHint}
          </span>
        </span>
      </label>
      <div className="grid gap-3 sm:grid-cols-2 sm:max-w-xl">
        <Field id="portal-link-days" label={p.linkDays}>
          <Input
            id="portal-link-days"
            inputMode="numeric"
            value={days}
            aria-describedby="portal-link-days-hint"
            aria-invalid={invalid ? true : undefined}
            onChange={(event) => setDays(event.target.value)}
          />
        </Field>
        <Field id="portal-theme" label={p.theme}>
          <Select id="portal-theme" value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
            {THEMES.map((value) => (
              <option key={value} value={value}>
                {THEME_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <p id="portal-link-days-hint" className="-mt-2 text-xs text-muted">
        {p.linkDaysHint}
      </p>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? settingsUi.saving : settingsUi.save}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}
