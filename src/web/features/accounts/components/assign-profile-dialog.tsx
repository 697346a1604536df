import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addDays, defaultExpiry, MAX_DATE } from '#shared/domain/expiry';
import { formatCop, resellerPrice } from '#shared/domain/money';
import { planExpiry, planPriceFor } from '#shared/domain/plans';
import { commonUi } from '#shared/messages/common';
import { profilesMessages, profilesUi } from '#shared/messages/profiles';
import { pinMessage, profileInputSchema, type ProfileInput } from '#shared/schemas/profiles';
import { usePlans } from '@/api/plans/get-plans';
import { useSaveProfile } from '@/api/profiles/save-profile';
import { isOverLimit, SalePaymentField, useSalePayment } from '@/components/cartera/sale-payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { errorMessage, isConflict } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';
import { accessClient, accessInfoText, copyText, useAccessTemplate } from './access-info';
import { AccessInfoPanel } from './access-info-panel';
import { ClientPicker, heldClient, useClientField, type PickedClient } from './client-picker';
import { PlanPicker } from './plan-picker';
import { ProfileDialog, type ProfileTarget } from './profile-dialog';

interface FormValues {
  name: string;
  status: 'ocupado';
  expectedStatus: 'libre' | 'expirado';
  clientId: number | null;
  pin: string;
  customPrice: string;
  expiryDate: string;
  /** The plan sold ('' for none): it sets the expiry and the price, both still editable. */
  planId: string;
}

const f = profilesUi.fields;

export interface AssignProfileDialogProps {
  target: ProfileTarget | null;
  /** Business date the default expiry counts from. */
  today: string;
  onClose: () => void;
}

/** Asignar Perfil a Cliente: a sale. On success the access information is copied and shown. */
export function AssignProfileDialog({ target, today, onClose }: AssignProfileDialogProps) {
  return (
    <ProfileDialog target={target} title={profilesUi.assignTitle} onClose={onClose}>
      {(shown) => <AssignForm {...shown} today={today} onClose={onClose} />}
    </ProfileDialog>
  );
}

function AssignForm({
  account,
  profile,
  today,
  onClose,
}: ProfileTarget & { today: string; onClose: () => void }) {
  const save = useSaveProfile();
  const accessTemplate = useAccessTemplate(account.serviceId);
  const [done, setDone] = useState<{ text: string; copied: boolean } | null>(null);
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, ProfileInput>(profileInputSchema, {
    defaultValues: {
      name: profile.name,
      status: 'ocupado',
      // Someone else sold it first: the server answers 409 instead of selling it twice. A profile
      // marked expirado is sold again from that state (its last client offered first).
      expectedStatus: profile.status === 'expirado' ? 'expirado' : 'libre',
      clientId: profile.clientId,
      pin: profile.pin ?? '',
      customPrice: String(account.service.price),
      expiryDate: defaultExpiry(today),
      planId: '',
    },
    preferred: profilesMessages.clientRequired,
  });

  const { client, pick: pickClient, fieldRef } = useClientField(form.control, heldClient(profile));
  // Pagado or fiado, from the client's terms until the user picks (issue 24).
  const sale = useSalePayment(client?.id ?? null);
  // The service's active plans come first (docs/decisions/039): choosing one sets the expiry from
  // today and the price (the reseller price for a revendedor); both stay editable.
  const plans = (usePlans(account.serviceId).data ?? []).filter((plan) => plan.active);
  const planOf = (id: string) => plans.find((plan) => String(plan.id) === id);
  const applyPlan = (id: string, type = client?.type) => {
    form.setValue('planId', id);
    const plan = planOf(id);
    if (!plan) return;
    form.setValue('expiryDate', planExpiry(today, plan));
    form.setValue('customPrice', String(planPriceFor(plan, type)));
  };
  // Once the plans arrive, the first one is offered, unless the user already typed a price or date.
  const offered = useRef(false);
  const firstPlan = plans[0];
  const clientType = client?.type;
  useEffect(() => {
    if (offered.current || !firstPlan) return;
    offered.current = true;
    const untouched =
      form.getValues('customPrice') === String(account.service.price) &&
      form.getValues('expiryDate') === defaultExpiry(today);
    if (!untouched) return;
    form.setValue('planId', String(firstPlan.id));
    form.setValue('expiryDate', planExpiry(today, firstPlan));
    form.setValue('customPrice', String(planPriceFor(firstPlan, clientType)));
  }, [firstPlan, form, today, clientType, account.service.price]);
  const pick = (next: PickedClient | null) => {
    pickClient(next);
    // A plan's price follows the client's type while the user has not typed another.
    const plan = planOf(form.getValues('planId'));
    if (plan) {
      const shown = form.getValues('customPrice');
      if (shown === String(plan.price) || shown === String(plan.resellerPrice))
        form.setValue('customPrice', String(planPriceFor(plan, next?.type)));
      return;
    }
    // The reseller price was for the reseller: another client pays the service price again.
    const reseller = String(resellerPrice(account.service.price));
    if (next?.type !== 'revendedor' && form.getValues('customPrice') === reseller)
      form.setValue('customPrice', String(account.service.price));
  };

  // Resolves once the sale is settled (a failure shows through `save`), so the form below can
  // hold a double click until then: a second PUT would answer 409 and hide the first sale.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { profile: sold } = await save.mutateAsync({
        id: profile.id,
        values: { ...values, ...sale.terms() },
      });
      const text = accessInfoText(accessTemplate, account, sold, accessClient(client), today);
      setDone({ text, copied: await copyText(text) });
    } catch {
      // Shown from save.error below.
    }
  });
  const sending = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void onSubmit(event).finally(() => {
      sending.current = false;
    });
  };

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{profilesUi.assignedTitle(client?.name ?? '')}</Alert>
        <AccessInfoPanel text={done.text} copied={done.copied} />
        <div className="flex justify-end">
          <Button onClick={onClose}>{commonUi.close}</Button>
        </div>
      </div>
    );
  }

  const error = invalid ?? (save.isError ? errorMessage(save.error, profilesMessages.assignFailed) : null);
  // Spec section 5: Asignar stays disabled with no client or an invalid PIN; the reason is shown
  // beside it, in the spec's words, so the disabled button never leaves the user guessing.
  const blockedBy =
    form.watch('clientId') === null ? profilesMessages.clientRequired : pinMessage(form.watch('pin'));
  const chosenPlan = planOf(form.watch('planId'));
  const reseller =
    client?.type === 'revendedor'
      ? (chosenPlan?.resellerPrice ?? resellerPrice(account.service.price))
      : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="profile-client" label={f.client}>
        <ClientPicker
          value={client}
          onChange={pick}
          invalid={Boolean(form.formState.errors.clientId)}
          fieldRef={fieldRef}
        />
      </Field>
      {plans.length > 0 && (
        <PlanPicker
          id="profile-plan"
          plans={plans}
          clientType={client?.type}
          value={form.watch('planId')}
          onChange={(id) => applyPlan(id)}
        />
      )}
      <div className="grid grid-cols-2 gap-4">
        <Field id="profile-pin" label={f.pin}>
          <Input id="profile-pin" inputMode="numeric" maxLength={6} autoComplete="off" {...field('pin')} />
        </Field>
        <Field id="profile-price" label={f.price}>
          <Input
            id="profile-price"
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            {...field('customPrice')}
          />
        </Field>
      </div>
      {reseller !== null && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => form.setValue('customPrice', String(reseller))}
        >
          {f.resellerPrice(formatCop(reseller))}
        </Button>
      )}
      <Field id="profile-expiry" label={f.expiry}>
        <Input
          id="profile-expiry"
          type="date"
          // A sale must run at least until tomorrow (the server refuses today or earlier).
          min={addDays(today, 1)}
          max={MAX_DATE}
          {...field('expiryDate')}
        />
      </Field>
      <SalePaymentField id="profile-payment" sale={sale} error={save.error} />
      {error ? <Alert tone="error">{error}</Alert> : blockedBy && <Alert tone="info">{blockedBy}</Alert>}
      <FormActions
        onCancel={onClose}
        pending={save.isPending}
        // After a 409 the profile is someone else's: trying again would only fail again. Unless
        // the 409 was the credit limit: a contado sale or an admin's override may go through.
        disabled={blockedBy !== null || (isConflict(save.error) && !isOverLimit(save.error))}
        label={profilesUi.assign}
        pendingLabel={profilesUi.assigning}
      />
    </form>
  );
}
