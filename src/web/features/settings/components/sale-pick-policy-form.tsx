import { useState, type FormEvent } from 'react';
import { settingsMessages, settingsUi } from '#shared/messages/settings';
import { SALE_PICK_POLICIES, type SalePickPolicy, type ShopSettings } from '#shared/schemas/settings';
import { useSaveSettings } from '@/api/settings/save-settings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';

const t = settingsUi;

export interface SalePickPolicyFormProps {
  settings: ShopSettings;
  onSaved: (text: string) => void;
}

/**
 * Ajustes › Perfil de una venta (docs/decisions/042): which account a sale that names no profile
 * takes one from. PUT /api/settings needs the grace days too: the ones in force are sent as they are.
 */
export function SalePickPolicyForm({ settings, onSaved }: SalePickPolicyFormProps) {
  const save = useSaveSettings();
  const [policy, setPolicy] = useState<SalePickPolicy>(settings.salePickPolicy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { graceDays: settings.graceDays, salePickPolicy: policy },
      { onSuccess: () => onSaved(settingsMessages.saved) },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t.pickTitle}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t.pickLabel}</legend>
        {SALE_PICK_POLICIES.map((value) => (
          <label key={value} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name="sale-pick-policy"
              value={value}
              checked={policy === value}
              onChange={() => setPolicy(value)}
              className="size-4 shrink-0 accent-primary"
            />
            {t.pickPolicies[value]}
          </label>
        ))}
      </fieldset>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t.saving : t.save}
      </Button>
      {save.isError && <Alert tone="error">{errorMessage(save.error, t.saveFailed)}</Alert>}
    </form>
  );
}
