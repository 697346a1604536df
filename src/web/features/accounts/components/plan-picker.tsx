import type { ReactNode } from 'react';
import type { ClientType } from '#shared/domain/client-types';
import { formatCop } from '#shared/domain/money';
import { planPriceFor } from '#shared/domain/plans';
import { plansUi } from '#shared/messages/plans';
import type { Plan } from '#shared/schemas/plans';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

export interface PlanPickerProps {
  id: string;
  /** The service's active plans, in their order. */
  plans: readonly Plan[];
  clientType: ClientType | undefined;
  /** The chosen plan's id, or '' for none (or for one of `extra`'s options). */
  value: string;
  onChange: (value: string) => void;
  /** Options after the plans (Renovar's periods); without them the last option is "Sin plan". */
  extra?: ReactNode;
  disabled?: boolean;
  /** The field's label (Renovar keeps its "Periodo"). */
  label?: string;
}

/** The plan a sale or renewal is made by: the service's plans first, each with the price it costs. */
export function PlanPicker({
  id,
  plans,
  clientType,
  value,
  onChange,
  extra,
  disabled,
  label = plansUi.pickerLabel,
}: PlanPickerProps) {
  return (
    <Field id={id} label={label}>
      <Select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <optgroup label={plansUi.plansGroup}>
          {plans.map((plan) => (
            <option key={plan.id} value={String(plan.id)}>
              {plansUi.option(plan.name, formatCop(planPriceFor(plan, clientType)))}
            </option>
          ))}
        </optgroup>
        {extra ?? <option value="">{plansUi.noPlan}</option>}
      </Select>
    </Field>
  );
}
