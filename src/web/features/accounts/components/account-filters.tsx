import { Eye, EyeOff } from 'lucide-react';
import { accountsUi } from '#shared/messages/accounts';
import { EXPIRY_FILTERS, type ExpiryFilter } from '#shared/domain/lists';
import type { Service } from '#shared/schemas/services';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';

const f = accountsUi.filters;

export interface AccountFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  services: Service[];
  serviceId: string;
  onServiceId: (value: string) => void;
  expiryFilter: ExpiryFilter;
  onExpiryFilter: (value: ExpiryFilter) => void;
  hidden: 'exclude' | 'only';
  onHidden: (value: 'exclude' | 'only') => void;
  providerDue: boolean;
  onProviderDue: (value: boolean) => void;
}

/** Search, service, profile status, hidden accounts and supplier due: one row on a desktop. */
export function AccountFilters(props: AccountFiltersProps) {
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:flex-wrap lg:items-center">
      <SearchInput
        placeholder={accountsUi.searchPlaceholder}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        className="lg:max-w-xs"
      />
      <div className="grid grid-cols-2 gap-2 lg:flex">
        <Select
          aria-label={f.service}
          value={props.serviceId}
          onChange={(event) => props.onServiceId(event.target.value)}
          className="lg:w-56"
        >
          <option value="">{f.allServices}</option>
          {/* Filtered by a service not (yet) among the options: say so rather than show "all". */}
          {props.serviceId && !props.services.some((service) => String(service.id) === props.serviceId) && (
            <option value={props.serviceId}>{f.chosenService}</option>
          )}
          {props.services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </Select>
        <Select
          aria-label={f.status}
          value={props.expiryFilter}
          onChange={(event) => props.onExpiryFilter(event.target.value as ExpiryFilter)}
          className="lg:w-56"
        >
          {EXPIRY_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {accountsUi.expiryFilters[filter]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {/* The spec's toggle: off offers Mostrar cuentas ocultas; on, the list is Solo cuentas ocultas. */}
        <Button
          variant={props.hidden === 'only' ? 'primary' : 'secondary'}
          aria-pressed={props.hidden === 'only'}
          onClick={() => props.onHidden(props.hidden === 'only' ? 'exclude' : 'only')}
        >
          {props.hidden === 'only' ? (
            <EyeOff aria-hidden className="size-4" />
          ) : (
            <Eye aria-hidden className="size-4" />
          )}
          {props.hidden === 'only' ? f.onlyHidden : f.showHidden}
        </Button>
        <label className="flex min-h-10 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={props.providerDue}
            onChange={(event) => props.onProviderDue(event.target.checked)}
          />
          {f.providerDue}
        </label>
      </div>
    </div>
  );
}
