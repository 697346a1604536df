import { movementsUi } from '#shared/messages/movements';
import { MOVEMENT_TYPE_LABELS, MOVEMENT_TYPES } from '#shared/domain/movement-types';
import type { MovementFilterValues } from '@/api/movements/get-movements';
import { Select } from '@/components/ui/select';

/** How many years the Año filter offers: this one and the four before (spec section 9). */
export const YEARS_OFFERED = 5;

const f = movementsUi.filters;

export interface FilterSelectProps {
  label: string;
  value: string;
  /** The first choice, '' (Todos…): no filter. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

/** One filter: a labelled select whose first choice is no filter at all. */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
  disabled,
  className,
}: FilterSelectProps) {
  return (
    <Select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/** Enero…Diciembre as the values 1…12. */
export const MONTH_OPTIONS = movementsUi.monthNames.map((label, index) => ({
  value: String(index + 1),
  label,
}));

/** This year and the four before; `extra` (a year a shared link names) too. */
export function yearOptions(currentYear: number, extra = '') {
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => String(currentYear - i));
  if (extra && !years.includes(extra)) years.push(extra);
  return years.map((year) => ({ value: year, label: year }));
}

const TYPE_OPTIONS = MOVEMENT_TYPES.map((type) => ({ value: type, label: MOVEMENT_TYPE_LABELS[type] }));

export interface MovementFiltersProps {
  values: MovementFilterValues;
  /** This year in the business time zone. */
  currentYear: number;
  onChange: (changes: Partial<MovementFilterValues>) => void;
}

/** Mes, Año and Tipo. A month needs a year: picking one with none picks this year too. */
export function MovementFilters({ values, currentYear, onChange }: MovementFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <FilterSelect
        label={f.month}
        value={values.month}
        allLabel={f.allMonths}
        options={MONTH_OPTIONS}
        onChange={(month) =>
          onChange(month && !values.year ? { month, year: String(currentYear) } : { month })
        }
        className="sm:w-44"
      />
      <FilterSelect
        label={f.year}
        value={values.year}
        allLabel={f.allYears}
        // A shared link may name an older year: show it rather than pretend it is "all years".
        options={yearOptions(currentYear, values.year)}
        // Without a year there is no month either (the API refuses a month alone).
        onChange={(year) => onChange(year ? { year } : { year: '', month: '' })}
        className="sm:w-36"
      />
      <FilterSelect
        label={f.type}
        value={values.type}
        allLabel={f.allTypes}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange({ type })}
        className="col-span-2 sm:w-44"
      />
    </div>
  );
}
