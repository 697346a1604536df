import { useState } from 'react';
import { formatDisplayDate } from '#shared/domain/business-time';
import { DEFAULT_EXPIRY_DAYS, monthsAsDays } from '#shared/domain/expiry';
import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import type { Account } from '#shared/schemas/accounts';
import { renewInputSchema, type Profile } from '#shared/schemas/profiles';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useRenewProfile } from '../api/renew-profile';

const PERIODS = { d30: 0, m1: 1, m3: 3, m6: 6, m12: 12 } as const;
type Period = keyof typeof PERIODS;

export interface RenewProfileProps {
  account: Account;
  profile: Profile;
  today: string;
  onDone: (text: string) => void;
  onClose: () => void;
}

/** Renovar: 30 days by default, or 1, 3, 6 or 12 calendar months; one renovacion movement. */
export function RenewProfile({ account, profile, today, onDone, onClose }: RenewProfileProps) {
  const renew = useRenewProfile();
  const [period, setPeriod] = useState<Period>('d30');
  const [price, setPrice] = useState(String(profile.customPrice ?? account.service.price));
  const [invalid, setInvalid] = useState<string | null>(null);
  const p = ui.profiles;

  const submit = () => {
    const months = PERIODS[period];
    const days = months === 0 ? DEFAULT_EXPIRY_DAYS : monthsAsDays(profile.expiryDate, today, months);
    const parsed = renewInputSchema.safeParse({ days, price });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? messages.profiles.invalidPrice);
    setInvalid(null);
    renew.mutate(
      { id: profile.id, values: parsed.data },
      {
        onSuccess: ({ profile: renewed }) => {
          onDone(p.renewed(formatDisplayDate(renewed.expiryDate)));
          onClose();
        },
      },
    );
  };
  const error = invalid ?? (renew.isError ? errorMessage(renew.error, messages.profiles.editFailed) : null);

  return (
    <section aria-label={p.renewTitle} className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="text-sm font-semibold">{p.renewTitle}</h3>
      <div className="grid grid-cols-2 gap-4">
        <Field id="renew-period" label={p.renewPeriod}>
          <Select
            id="renew-period"
            value={period}
            onChange={(event) => setPeriod(event.target.value as Period)}
          >
            {(Object.keys(PERIODS) as Period[]).map((key) => (
              <option key={key} value={key}>
                {p.renewPeriods[key]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="renew-price" label={p.renewPrice}>
          <Input
            id="renew-price"
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </Field>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={submit} disabled={renew.isPending} className="self-start">
        {renew.isPending ? p.renewing : p.renew}
      </Button>
    </section>
  );
}
