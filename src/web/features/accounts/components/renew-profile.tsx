import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDisplayDate } from '#shared/domain/business-time';
import { DEFAULT_EXPIRY_DAYS, monthsAsDays, renewedExpiry } from '#shared/domain/expiry';
import { DEFAULT_GRACE_DAYS } from '#shared/domain/grace';
import { formatCop } from '#shared/domain/money';
import { planPriceFor } from '#shared/domain/plans';
import { commonUi } from '#shared/messages/common';
import { plansUi } from '#shared/messages/plans';
import { profilesMessages, profilesUi } from '#shared/messages/profiles';
import type { Account } from '#shared/schemas/accounts';
import type { Plan } from '#shared/schemas/plans';
import { renewInputSchema, type Profile } from '#shared/schemas/profiles';
import { useProfileWriteBusy } from '@/api/accounts/invalidate-accounts';
import { clientQueryOptions } from '@/api/clients/get-client';
import { usePlans } from '@/api/plans/get-plans';
import { useRenewProfile } from '@/api/profiles/renew-profile';
import { useSettings } from '@/api/settings/get-settings';
import { SalePaymentField, useSalePayment } from '@/components/cartera/sale-payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { PlanPicker } from './plan-picker';

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
  // The service's active plans come first (docs/decisions/039). Until the user picks, the plan the
  // holder pays (the one whose price is their agreed price, as a sale by plan leaves it) is
  // offered at that price; with no agreed price, the first plan; with one no plan has, 30 days at
  // it, as before plans.
  const plans = (usePlans(account.serviceId).data ?? []).filter((plan) => plan.active);
  const holder = useQuery({
    ...clientQueryOptions(profile.clientId ?? 0),
    enabled: profile.clientId !== null,
  });
  const [picked, setPicked] = useState<string | null>(null);
  const agreed = profile.customPrice;
  // The plan the profile holds (decision 042); before sales recorded it, the one at its price.
  const held =
    plans.find((p) => p.id === profile.planId) ??
    (agreed === null ? plans[0] : plans.find((p) => p.price === agreed || p.resellerPrice === agreed));
  const offered = held ? String(held.id) : 'd30';
  const choice = picked ?? offered;
  const plan = plans.find((p) => String(p.id) === choice);
  const period: Period = !plan && choice in PERIODS ? (choice as Period) : 'd30';
  const monthly = profile.customPrice ?? account.service.price;
  const months = Math.max(PERIODS[period], 1);
  // null: the price that goes with the period or plan; a string: what the user typed.
  const [typedPrice, setTypedPrice] = useState<string | null>(null);
  const planPrice = (chosen: Plan) =>
    chosen === held && agreed !== null ? agreed : planPriceFor(chosen, holder.data?.type);
  const price = typedPrice ?? String(plan ? planPrice(plan) : monthly * months);
  const [confirming, setConfirming] = useState<{ days: number; price: number; planId?: number } | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  // Pagado or fiado, from the client's terms (issue 24).
  const sale = useSalePayment(profile.clientId);
  const p = profilesUi;
  // Inside the shop's grace period the renewal counts from the old expiry, as the server does.
  const graceDays = useSettings().data?.graceDays ?? DEFAULT_GRACE_DAYS;
  const days = plan
    ? plan.durationMonths !== null
      ? monthsAsDays(profile.expiryDate, today, plan.durationMonths, graceDays)
      : (plan.durationDays ?? DEFAULT_EXPIRY_DAYS)
    : PERIODS[period] === 0
      ? DEFAULT_EXPIRY_DAYS
      : monthsAsDays(profile.expiryDate, today, PERIODS[period], graceDays);
  const newExpiry = renewedExpiry(profile.expiryDate, today, days, graceDays);

  const ask = () => {
    const parsed = renewInputSchema.safeParse({ days, price });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? profilesMessages.invalidPrice);
    setInvalid(null);
    setConfirming({ days, price: parsed.data.price ?? monthly, ...(plan ? { planId: plan.id } : {}) });
  };
  const confirm = (values: { days: number; price: number; planId?: number }) =>
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
        {plans.length > 0 ? (
          <PlanPicker
            id="renew-period"
            label={p.renewPeriod}
            plans={plans}
            clientType={holder.data?.type}
            value={choice}
            disabled={confirming !== null}
            onChange={(next) => {
              setPicked(next);
              setTypedPrice(null);
            }}
            extra={
              <optgroup label={plansUi.periodsGroup}>
                {(Object.keys(PERIODS) as Period[]).map((key) => (
                  <option key={key} value={key}>
                    {p.renewPeriods[key]}
                  </option>
                ))}
              </optgroup>
            }
          />
        ) : (
          <Field id="renew-period" label={p.renewPeriod}>
            <Select
              id="renew-period"
              value={period}
              disabled={confirming !== null}
              onChange={(event) => {
                setPicked(event.target.value);
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
        )}
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
