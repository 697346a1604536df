import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientList } from '#shared/schemas/clients';
import type { ServiceList } from '#shared/schemas/services';
import { formatCop } from '#shared/domain/money';
import { formatPhone } from '#shared/domain/phone';
import { api } from '@/lib/api-client';
import { clientsListKey, servicesListKey } from '@/lib/query-keys';

/** One choice of a picker: the id sent, the name shown and a hint (a phone, a price). */
export interface PickerOption {
  id: number;
  name: string;
  hint?: string;
  /** A service's price, offered as the amount of a new movement. */
  price?: number;
}

export interface PickerResults {
  options: PickerOption[];
  total: number;
}

const PICKER_SIZE = 8;

const pickerParams = (search: string) =>
  new URLSearchParams({ page: '1', limit: String(PICKER_SIZE), ...(search ? { search } : {}) });

/** GET /api/clients?search (name or phone), as picker options. */
export const clientOptionsQueryOptions = (search: string) =>
  queryOptions({
    // Under the clients' key, so a client saved on Clientes shows up here too.
    queryKey: [...clientsListKey, 'movement-picker', search],
    queryFn: async ({ signal }): Promise<PickerResults> => {
      const { clients, pagination } = await api.get<ClientList>(
        `/api/clients?${pickerParams(search)}`,
        signal,
      );
      return {
        options: clients.map((c) => ({
          id: c.id,
          name: c.name,
          hint: c.phone ? formatPhone(c.phone) : undefined,
        })),
        total: pagination.totalCount,
      };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/services?search (name), as picker options. */
export const serviceOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...servicesListKey, 'movement-picker', search],
    queryFn: async ({ signal }): Promise<PickerResults> => {
      const { services, pagination } = await api.get<ServiceList>(
        `/api/services?${pickerParams(search)}`,
        signal,
      );
      return {
        options: services.map((s) => ({ id: s.id, name: s.name, hint: formatCop(s.price), price: s.price })),
        total: pagination.totalCount,
      };
    },
    placeholderData: keepPreviousData,
  });

export const useClientOptions = (search: string) => useQuery(clientOptionsQueryOptions(search));
export const useServiceOptions = (search: string) => useQuery(serviceOptionsQueryOptions(search));
