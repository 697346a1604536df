import { useId, type ReactNode } from 'react';
import { reportsUi } from '#shared/messages/reports';
import type { RenewalFilterValues } from '@/api/reports/get-renewal-report';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export interface RenewalFiltersProps {
  values: RenewalFilterValues;
  /** The period the report answered (this month when the filters say nothing). */
  shownFrom: string;
  shownTo: string;
  services: readonly { id: number; name: string }[];
  staff: readonly { id: number; name: string }[];
  onChange: (changes: Partial<RenewalFilterValues>) => void;
}

/** Desde, Hasta, Servicio and Empleado. */
export function RenewalFilters({
  values,
  shownFrom,
  shownTo,
  services,
  staff,
  onChange,
}: RenewalFiltersProps) {
  const from = values.from || shownFrom;
  const to = values.to || shownTo;
  const staffOptions = [...staff];
  // A link may name someone not in this period's list: still say which one is filtered.
  if (values.userId && !staffOptions.some((s) => String(s.id) === values.userId))
    staffOptions.push({ id: Number(values.userId), name: `#${values.userId}` });
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end">
      <Labelled label={reportsUi.from} className="sm:w-40">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => {
              const next = event.target.value;
              onChange(to && next > to ? { from: next, to: next } : { from: next, to });
            }}
          />
        )}
      </Labelled>
      <Labelled label={reportsUi.to} className="sm:w-40">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => {
              const next = event.target.value;
              onChange(from && next && next < from ? { to: next, from: next } : { to: next, from });
            }}
          />
        )}
      </Labelled>
      <Labelled label={reportsUi.service} className="sm:w-52">
        {(id) => (
          <Select
            id={id}
            value={values.serviceId}
            onChange={(event) => onChange({ serviceId: event.target.value })}
          >
            <option value="">{reportsUi.allServices}</option>
            {services.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </Select>
        )}
      </Labelled>
      <Labelled label={reportsUi.staff} className="sm:w-52">
        {(id) => (
          <Select
            id={id}
            value={values.userId}
            onChange={(event) => onChange({ userId: event.target.value })}
          >
            <option value="">{reportsUi.allStaff}</option>
            {staffOptions.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </Select>
        )}
      </Labelled>
    </div>
  );
}

function Labelled({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
