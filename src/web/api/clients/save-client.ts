import type { Client, ClientInput } from '#shared/schemas/clients';
import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { useWrite, type SaveInput } from '../use-write';
import { clientsQueryKey } from './get-clients';

/** POST /api/clients, or PUT /api/clients/{id} when editing. */
export const saveClient = ({ id, values }: SaveInput<ClientInput>) =>
  id === undefined
    ? api.post<{ client: Client }>('/api/clients', values)
    : api.put<{ client: Client }>(`/api/clients/${id}`, values);

export const useSaveClient = () => useWrite(saveClient, [clientsQueryKey, totalsQueryKey]);
