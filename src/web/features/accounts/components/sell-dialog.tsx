import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientType } from '#shared/domain/client-types';
import { formatCop } from '#shared/domain/money';
import { comboPriceFor, planPriceFor } from '#shared/domain/plans';
import { plansUi } from '#shared/messages/plans';
import { salesUi } from '#shared/messages/sales';
import type { Combo } from '#shared/schemas/combos';
import type { Plan } from '#shared/schemas/plans';
import { saleInputSchema, type Sale } from '#shared/schemas/sales';
import { accountQueryOptions } from '@/api/accounts/get-account';
import { clientQueryOptions } from '@/api/clients/get-client';
import { useCombos } from '@/api/combos/combos';
import { usePlans } from '@/api/plans/get-plans';
import { useCreateSale } from '@/api/sales/create-sale';
import { allServicesQuery, useServices } from '@/api/services/get-services';
import { isOverLimit, SalePaymentField, useSalePayment } from '@/components/cartera/sale-payment';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage, isConflict } from '@/lib/api-error';
import { saleAccessText, saleAccountIds, saleSummary, type SaleOutcome } from '../utils/sale-outcome';
import { accessClient, copyText, useAccessTemplates } from './access-info';
import { SaleDone } from './sale-done';
import { ClientPicker, type PickedClient } from './client-picker';
import { PlanPicker } from './plan-picker';

const f = salesUi.fields;

/** Who a sale is for: fixed (Clientes, Nuevo Cliente) or chosen in the dialog (Cuentas). */
export interface SellRequest {
  client: PickedClient | null;
}

export interface SellDialogProps {
  request: SellRequest | null;
  today: string;
  onClose: () => void;
  /** The sale is made: what was sold, for the screen's toast. */
  onSold: (summary: string) => void;
}

/**
 * Vender (issue 25, items 4 and 5): a plan or a combo sold to a client without hunting for a free
 * profile. The shop's policy picks the profile (one of each service for a combo), or a whole free
 * account for a cuenta completa plan (POST /api/sales). Afterwards the access information of
 * everything sold is copied and shown, and offered by WhatsApp, as Asignar does.
 */
export function SellDialog({ request, today, onClose, onSold }: SellDialogProps) {
  const fixed = request?.client ?? null;
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(next) => !next && onClose()}
      title={fixed ? salesUi.titleFor(fixed.name) : salesUi.title}
      description={salesUi.description}
    >
      {request && <SellForm fixed={fixed} today={today} onClose={onClose} onSold={onSold} />}
    </Dialog>
  );
}

/** The one select's value: a service (its plans follow) or a combo. */
const serviceValue = (id: number) => `s${id}`;
const comboValue = (id: number) => `c${id}`;
const idOf = (value: string, prefix: 's' | 'c') => (value.startsWith(prefix) ? Number(value.slice(1)) : null);

function SellForm({
  fixed,
  today,
  onClose,
  onSold,
}: {
  fixed: PickedClient | null;
  today: string;
  onClose: () => void;
  onSold: (summary: string) => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateSale();
  const [client, setClient] = useState<PickedClient | null>(fixed);
  const [what, setWhat] = useState('');
  const serviceId = idOf(what, 's');
  const comboId = idOf(what, 'c');
  const [planId, setPlanId] = useState('');
  const [price, setPrice] = useState('');
  const [pin, setPin] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<SaleOutcome | null>(null);
  const services = useServices(allServicesQuery);
  const combos = useCombos();
  const activeCombos = (combos.data ?? []).filter((c) => c.active);
  const combo = activeCombos.find((c) => c.id === comboId);
  const plansQuery = usePlans(serviceId);
  const plans = (plansQuery.data ?? []).filter((plan) => plan.active);
  const plan = comboId === null ? plans.find((p) => String(p.id) === planId) : undefined;
  const sale = useSalePayment(client?.id ?? null);
  // The picker knows no phone: the client's own record (shared with the payment field) does.
  const detail = useQuery({ ...clientQueryOptions(client?.id ?? 0), enabled: client !== null });
  const accessTemplates = useAccessTemplates();

  const offer = (next: Plan | undefined, type: ClientType | undefined = client?.type) => {
    setPlanId(next ? String(next.id) : '');
    setPrice(next ? String(planPriceFor(next, type)) : '');
  };
  const offerCombo = (next: Combo | undefined) => {
    setPlanId('');
    setPrice(next ? String(comboPriceFor(next, client?.type)) : '');
  };
  // Once a service's plans arrive, its first active plan is offered at the client's price.
  const [offeredFor, setOfferedFor] = useState<number | null>(null);
  if (serviceId !== null && plansQuery.isSuccess && offeredFor !== serviceId) {
    setOfferedFor(serviceId);
    offer(plans[0]);
  }
  const pickClient = (next: PickedClient | null) => {
    setClient(next);
    create.reset();
    // The price follows the client's type while it is still the plan's (or the combo's).
    const priced = plan ?? combo;
    if (priced && (price === String(priced.price) || price === String(priced.resellerPrice)))
      setPrice(String(planPriceFor(priced, next?.type)));
  };
  const choose = (value: string) => {
    setWhat(value);
    setOfferedFor(null);
    const nextCombo = activeCombos.find((c) => c.id === idOf(value, 'c'));
    if (nextCombo) offerCombo(nextCombo);
    else offer(undefined);
    create.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!client) return setInvalid(salesUi.clientRequired);
    const parsed = saleInputSchema.safeParse({
      clientId: client.id,
      ...(combo ? { comboId: combo.id } : { planId: plan?.id }),
      price,
      pin: plan?.kind === 'cuenta_completa' ? '' : pin,
    });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? salesUi.sellFailed);
    setInvalid(null);
    let sold: Sale;
    try {
      ({ sale: sold } = await create.mutateAsync({ ...parsed.data, ...sale.terms() }));
    } catch {
      return; // Shown from create.error below.
    }
    const summary = saleSummary(sold);
    onSold(summary);
    // The client's phone, for WhatsApp: from the record the payment field loaded, else asked now.
    const phone =
      detail.data?.phone ??
      (await queryClient.fetchQuery(clientQueryOptions(client.id)).catch(() => null))?.phone ??
      null;
    // Every account the sale occupied (a combo's are several): a message missing one is no message.
    let text: string | null = null;
    try {
      const accounts = await Promise.all(
        saleAccountIds(sold).map((id) => queryClient.fetchQuery(accountQueryOptions(id))),
      );
      text = saleAccessText(accessTemplates, sold, accounts, accessClient(client), today);
    } catch {
      text = null;
    }
    setDone({ summary, text, phone, copied: text !== null && (await copyText(text)) });
  };

  if (done) return <SaleDone done={done} client={client?.name ?? ''} onClose={onClose} />;

  const serviceList = services.data?.services ?? [];
  const error = invalid ?? (create.isError ? errorMessage(create.error, salesUi.sellFailed) : null);
  const hasCombos = activeCombos.length > 0;
  const blockedBy = !client
    ? salesUi.clientRequired
    : what === ''
      ? hasCombos
        ? f.chooseServiceOrCombo
        : salesUi.serviceRequired
      : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {fixed ? null : (
        <Field id="sell-client" label={f.client}>
          <ClientPicker value={client} onChange={pickClient} />
        </Field>
      )}
      {/* One select: a service (then its plan) or, once the shop has combos, a combo. */}
      <Field id="sell-service" label={hasCombos ? f.serviceOrCombo : f.service}>
        <Select id="sell-service" value={what} onChange={(event) => choose(event.target.value)}>
          <option value="">{hasCombos ? f.chooseServiceOrCombo : f.chooseService}</option>
          {hasCombos ? (
            <>
              <optgroup label={f.servicesGroup}>
                {serviceList.map((service) => (
                  <option key={service.id} value={serviceValue(service.id)}>
                    {service.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={f.combosGroup}>
                {activeCombos.map((c) => (
                  <option key={c.id} value={comboValue(c.id)}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            </>
          ) : (
            serviceList.map((service) => (
              <option key={service.id} value={serviceValue(service.id)}>
                {service.name}
              </option>
            ))
          )}
        </Select>
      </Field>
      {services.isError && <Alert tone="error">{salesUi.servicesFailed}</Alert>}
      {combos.isError && <Alert tone="error">{salesUi.combosFailed}</Alert>}
      {serviceId !== null && plansQuery.isError && <Alert tone="error">{salesUi.plansFailed}</Alert>}
      {serviceId !== null && plansQuery.isSuccess && plans.length === 0 && (
        <Alert tone="info">{salesUi.noPlans}</Alert>
      )}
      {combo && <ComboSummary combo={combo} />}
      {serviceId !== null && plans.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <PlanPicker
            id="sell-plan"
            plans={plans}
            clientType={client?.type}
            value={planId}
            onChange={(id) => {
              offer(plans.find((p) => String(p.id) === id));
              create.reset();
            }}
            // Every sale is by plan: no "Sin plan" option.
            extra={<></>}
          />
          {plan && (
            <p className="text-xs text-muted" data-testid="sell-plan-summary">
              {salesUi.planSummary(
                plansUi.kinds[plan.kind],
                plansUi.duration(plan.durationDays, plan.durationMonths),
                formatCop(plan.price),
                formatCop(plan.resellerPrice),
              )}
            </p>
          )}
          {plan?.kind === 'cuenta_completa' && (
            <p className="text-xs text-muted">{salesUi.wholeAccountHint}</p>
          )}
        </div>
      )}
      {(plan ?? combo) && (
        <div className="grid grid-cols-2 gap-4">
          <Field id="sell-price" label={f.price}>
            <Input
              id="sell-price"
              type="number"
              min={0}
              step={1000}
              inputMode="numeric"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
          </Field>
          {plan?.kind !== 'cuenta_completa' && (
            <Field id="sell-pin" label={f.pin}>
              <Input
                id="sell-pin"
                inputMode="numeric"
                maxLength={6}
                autoComplete="off"
                value={pin}
                onChange={(event) => setPin(event.target.value)}
              />
            </Field>
          )}
        </div>
      )}
      <SalePaymentField id="sell-payment" sale={sale} error={create.error} />
      {error ? <Alert tone="error">{error}</Alert> : blockedBy && <Alert tone="info">{blockedBy}</Alert>}
      <FormActions
        onCancel={onClose}
        pending={create.isPending}
        // A 409 over the credit limit may go through as contado or with an admin's override;
        // "no free profile" stays until another plan, service or combo is chosen.
        disabled={
          blockedBy !== null || !(plan ?? combo) || (isConflict(create.error) && !isOverLimit(create.error))
        }
        label={salesUi.sell}
        pendingLabel={salesUi.selling}
      />
    </form>
  );
}

/** A combo chosen: its price for each type of client and the plan of each service it includes. */
function ComboSummary({ combo }: { combo: Combo }) {
  return (
    <div
      className="flex flex-col gap-1 rounded-lg border border-border bg-surface-2 p-3 text-sm"
      data-testid="sell-combo-summary"
    >
      <p className="font-medium">
        {salesUi.comboSummary(formatCop(combo.price), formatCop(combo.resellerPrice))}
      </p>
      <p className="text-xs text-muted">{salesUi.comboIncludes}</p>
      <ul className="flex flex-col gap-0.5 pl-4 text-sm">
        {combo.plans.map((p) => (
          <li key={p.planId} className="list-disc">
            {salesUi.comboPlan(p.serviceName, p.planName)}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{salesUi.comboHint}</p>
    </div>
  );
}
