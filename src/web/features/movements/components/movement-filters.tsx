import { ui } from '#shared/messages/ui';
import { MOVEMENT_TYPE_LABELS, MOVEMENT_TYPES } from '#shared/schemas/movements';
import { Select } from '@/components/ui/select';
import type { MovementFilterValues } from '../api/get-movements';

/** How many years the Año filter offers: this one and the four before (spec section 9). */
export const YEARS_OFFERED = 5;

export interface MovementFiltersProps {
  values: MovementFilterValues;
  /** This year in the business time zone. */
  currentYear: number;
  onChange: (changes: Partial<MovementFilterValues>) => void;
}

const f = ui.movements.filters;

/** Mes, Año and Tipo. A month needs a year: picking one with none picks this year too. */
export function MovementFilters({ values, currentYear, onChange }: MovementFiltersProps) {
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => String(currentYear - i));
  // A shared link may name an older year: show it rather than pretend it is "all years".
  if (values.year && !years.includes(values.year)) years.push(values.year);
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <Select
        aria-label={f.month}
        value={values.month}
        onChange={(event) => {
          const month = event.target.value;
          onChange(month && !values.year ? { month, year: String(currentYear) } : { month });
        }}
        className="sm:w-44"
      >
        <option value="">{f.allMonths}</option>
        {ui.movements.monthNames.map((name, index) => (
          <option key={name} value={String(index + 1)}>
            {name}
          </option>
        ))}
      </Select>
      <Select
        aria-label={f.year}
        value={values.year}
        // Without a year there is no month either (the API refuses a month alone).
        onChange={(event) =>
          onChange(event.target.value ? { year: event.target.value } : { year: '', month: '' })
        }
        className="sm:w-36"
      >
        <option value="">{f.allYears}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
      <Select
        aria-label={f.type}
        value={values.type}
        onChange={(event) => onChange({ type: event.target.value })}
        className="col-span-2 sm:w-44"
      >
        <option value="">{f.allTypes}</option>
        {MOVEMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {MOVEMENT_TYPE_LABELS[type]}
          </option>
        ))}
      </Select>
    </div>
  );
}
