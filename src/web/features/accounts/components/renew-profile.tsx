import { useState } from 'react';
import { formatDisplayDate } from '#shared/domain/business-time';
import { DEFAULT_EXPIRY_DAYS, monthsAsDays, renewedExpiry } from '#shared/domain/expiry';
import { DEFAULT_GRACE_DAYS } from '#shared/domain/grace';
import { formatCop } from '#shared/domain/money';
import { commonUi } from '#shared/messages/common';
import { profilesMessages, profilesUi } from '#shared/messages/profiles';
import type { Account } from '#shared/schemas/accounts';
import { renewInputSchema, type Profile } from '#shared/schemas/profiles';
import { useProfileWriteBusy } from '@/api/accounts/invalidate-accounts';
import { useRenewProfile } from '@/api/profiles/renew-profile';
import { useSettings } from '@/api/settings/get-settings';
import { SalePaymentField, useSalePayment } from '@/components/cartera/sale-payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';

const PERIODS = { d30: 0, m1: 1, m3: 3, m6: 6, m12: 12 } as const;
type Period = keyof typeof PERIODS;

export interface RenewProfileProps {
  account: Account;
  profile: Profile;
  today: string;
  onDone: (text: string) => void;
  onClose: () => void;
}

/**
 * Renovar: 30 days by default, or 1, 3, 6 or 12 calendar months; one renovacion movement. The
 * price follows the period (the monthly price times the months) until the user types another,
 * and the new date and the amount are confirmed before the money is recorded.
 */
export function RenewProfile({ account, profile, today, onDone, onClose }: RenewProfileProps) {
  const renew = useRenewProfile();
  const busy = useProfileWriteBusy();
  const [period, setPeriod] = useState<Period>('d30');
  const monthly = profile.customPrice ?? account.service.price;
  const months = Math.max(PERIODS[period], 1);
  // null: the price that goes with the period; a string: what the user typed.
  const [typedPrice, setTypedPrice] = useState<string | null>(null);
  const price = typedPrice ?? String(monthly * months);
  const [confirming, setConfirming] = useState<{ days: number; price: number } | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  // Pagado or fiado, from the client's terms (issue 24).
  const sale = useSalePayment(profile.clientId);
  const p = profilesUi;
  // Inside the shop's grace period the renewal counts from the old expiry, as the server does.
  const graceDays = useSettings().data?.graceDays ?? DEFAULT_GRACE_DAYS;
  const days =
    PERIODS[period] === 0
      ? DEFAULT_EXPIRY_DAYS
      : monthsAsDays(profile.expiryDate, today, PERIODS[period], graceDays);
  const newExpiry = renewedExpiry(profile.expiryDate, today, days, graceDays);

  const ask = () => {
    const parsed = renewInputSchema.safeParse({ days, price });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? profilesMessages.invalidPrice);
    setInvalid(null);
    setConfirming({ days, price: parsed.data.price ?? monthly });
  };
  const confirm = (values: { days: number; price: number }) =>
    renew.mutate(
      { id: profile.id, values: { ...values, ...sale.terms() } },
      {
        onSuccess: ({ profile: renewed }) => {
          onDone(p.renewed(formatDisplayDate(renewed.expiryDate)));
          onClose();
        },
      },
    );
  const error = invalid ?? (renew.isError ? errorMessage(renew.error, profilesMessages.editFailed) : null);

  return (
    <section aria-labelledby="renew-title" className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 id="renew-title" className="text-sm font-semibold">
        {p.renewTitle}
      </h3>
      <div className="grid grid-cols-2 gap-4">
        <Field id="renew-period" label={p.renewPeriod}>
          <Select
            id="renew-period"
            value={period}
            disabled={confirming !== null}
            onChange={(event) => {
              setPeriod(event.target.value as Period);
              setTypedPrice(null);
            }}
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
            disabled={confirming !== null}
            onChange={(event) => setTypedPrice(event.target.value)}
          />
        </Field>
      </div>
      <SalePaymentField id="renew-payment" sale={sale} error={renew.error} disabled={renew.isPending} />
      <p className="text-sm text-muted">{p.renewPreview(formatDisplayDate(newExpiry))}</p>
      {error && <Alert tone="error">{error}</Alert>}
      {confirming ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm" role="status">
            {p.confirmRenew(formatCop(confirming.price), formatDisplayDate(newExpiry))}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={renew.isPending}>
              {commonUi.cancel}
            </Button>
            <Button onClick={() => confirm(confirming)} disabled={busy} autoFocus>
              {renew.isPending ? p.renewing : p.confirmRenewAction}
            </Button>
          </div>
        </div>
      ) : (
        <Button onClick={ask} className="self-start" disabled={busy}>
          {p.renew}
        </Button>
      )}
    </section>
  );
}
