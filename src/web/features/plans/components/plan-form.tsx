import { useState } from 'react';
import { PLAN_KINDS, planResellerPrice, type PlanKind } from '#shared/domain/plans';
import { formatCop, parsePesos } from '#shared/domain/money';
import { plansMessages, plansUi } from '#shared/messages/plans';
import { planInputSchema, type Plan, type PlanInput } from '#shared/schemas/plans';
import { useSavePlan } from '@/api/plans/save-plan';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';

const f = plansUi.fields;

type Unit = 'days' | 'months';

interface FormValues {
  name: string;
  durationDays: string;
  durationMonths: string;
  price: string;
  resellerPrice: string;
  kind: PlanKind;
  active: boolean;
}

const valuesOf = (plan: Plan | null, servicePrice: number): FormValues => ({
  name: plan?.name ?? '',
  durationDays: plan ? (plan.durationDays === null ? '' : String(plan.durationDays)) : '30',
  durationMonths: plan?.durationMonths === null || !plan ? '' : String(plan.durationMonths),
  price: String(plan?.price ?? servicePrice),
  resellerPrice: plan ? String(plan.resellerPrice) : '',
  kind: plan?.kind ?? 'perfil',
  active: plan?.active ?? true,
});

export interface PlanFormProps {
  serviceId: number;
  servicePrice: number;
  /** The plan being edited, or null for a new one. */
  plan: Plan | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Nuevo/Editar plan. The shared schema checks the form exactly as the server will. */
export function PlanForm({ serviceId, servicePrice, plan, onDone, onCancel }: PlanFormProps) {
  const save = useSavePlan();
  const [unit, setUnit] = useState<Unit>(plan?.durationMonths != null ? 'months' : 'days');
  const {
    form,
    field,
    errorMessage: invalid,
  } = useSchemaForm<FormValues, PlanInput>(planInputSchema, {
    defaultValues: valuesOf(plan, servicePrice),
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      // Editing keeps the plan's place (no position): Subir/Bajar move it.
      { serviceId, id: plan?.id, values },
      { onSuccess: () => onDone(plansMessages.saved) },
    ),
  );

  const changeUnit = (next: Unit) => {
    const [from, to] =
      next === 'months'
        ? (['durationDays', 'durationMonths'] as const)
        : (['durationMonths', 'durationDays'] as const);
    form.setValue(to, next === 'months' ? '1' : form.getValues(from) || '30');
    form.setValue(from, '');
    setUnit(next);
  };

  const typedPrice = parsePesos(form.watch('price') ?? '');
  const error = invalid ?? (save.isError ? errorMessage(save.error, plansMessages.saveFailed) : null);
  const durationField = unit === 'days' ? field('durationDays') : field('durationMonths');

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <Field id="plan-name" label={f.name}>
        <Input id="plan-name" autoComplete="off" {...field('name')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="plan-unit" label={f.durationUnit}>
          <Select id="plan-unit" value={unit} onChange={(event) => changeUnit(event.target.value as Unit)}>
            <option value="days">{plansUi.units.days}</option>
            <option value="months">{plansUi.units.months}</option>
          </Select>
        </Field>
        <Field id="plan-duration" label={f.duration}>
          <Input
            id="plan-duration"
            key={unit}
            type="number"
            min={1}
            max={unit === 'days' ? 366 : 12}
            inputMode="numeric"
            {...durationField}
          />
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field id="plan-price" label={f.price}>
          <Input id="plan-price" type="number" min={0} step={1000} inputMode="numeric" {...field('price')} />
        </Field>
        <Field id="plan-reseller-price" label={f.resellerPrice}>
          <Input
            id="plan-reseller-price"
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            aria-describedby="plan-reseller-hint"
            {...field('resellerPrice')}
          />
        </Field>
      </div>
      <p id="plan-reseller-hint" className="-mt-2 text-xs text-muted">
        {f.resellerHint(formatCop(planResellerPrice(typedPrice ?? 0)))}
      </p>
      <Field id="plan-kind" label={f.kind}>
        <Select id="plan-kind" {...field('kind')}>
          {PLAN_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {plansUi.kinds[kind]}
            </option>
          ))}
        </Select>
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-(--cc-primary)" {...form.register('active')} />
        {f.active}
      </label>
      {error && <Alert tone="error">{error}</Alert>}
      <FormActions onCancel={onCancel} pending={save.isPending} />
    </form>
  );
}
