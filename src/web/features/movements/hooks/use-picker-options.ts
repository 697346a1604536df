import { useQuery } from '@tanstack/react-query';
import { formatCop } from '#shared/domain/money';
import { formatPhone } from '#shared/domain/phone';
import type { ClientList } from '#shared/schemas/clients';
import type { ServiceList } from '#shared/schemas/services';
import { clientsQueryOptions } from '@/api/clients/get-clients';
import { servicesQueryOptions } from '@/api/services/get-services';

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

const pickerQuery = (search: string) => ({ page: 1, limit: PICKER_SIZE, search });

const clientResults = ({ clients, pagination }: ClientList): PickerResults => ({
  options: clients.map((c) => ({ id: c.id, name: c.name, hint: c.phone ? formatPhone(c.phone) : undefined })),
  total: pagination.totalCount,
});

const serviceResults = ({ services, pagination }: ServiceList): PickerResults => ({
  options: services.map((s) => ({ id: s.id, name: s.name, hint: formatCop(s.price), price: s.price })),
  total: pagination.totalCount,
});

/** The clients a name or phone matches (GET /api/clients), as picker options. */
export const useClientOptions = (search: string) =>
  useQuery({ ...clientsQueryOptions(pickerQuery(search)), select: clientResults });

/** The services a name matches (GET /api/services), as picker options. */
export const useServiceOptions = (search: string) =>
  useQuery({ ...servicesQueryOptions(pickerQuery(search)), select: serviceResults });
