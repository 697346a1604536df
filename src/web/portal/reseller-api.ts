import type { ResellerGroup, ResellerGroupPage } from '#shared/schemas/portal-reseller';
import { call } from './portal-api';

// A revendedor's two calls (docs/decisions/056): the next profiles of a group ("Ver más"), and the
// end client's name on a profile. No cookie, as every portal call: the token is the only key.

export const fetchGroupPage = (token: string, group: ResellerGroup, offset: number) =>
  call<ResellerGroupPage>(`/api/portal/${token}/profiles?group=${group}&offset=${offset}`);

export const saveEndClientLabel = (token: string, profileId: number, label: string) =>
  call<{ profileId: number; endClientLabel: string | null }>(
    `/api/portal/${token}/profiles/${profileId}/label`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ label }),
    },
  );
