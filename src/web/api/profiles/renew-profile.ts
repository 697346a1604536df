import type { SaleTerms } from '#shared/schemas/payments';
import type { Profile, RenewInput } from '#shared/schemas/profiles';
import { api } from '@/lib/api-client';
import { profileWriteKey, useAccountWrite } from '../accounts/invalidate-accounts';

/** POST /api/profiles/{id}/renew: from the later of today and the expiry; one renovacion. */
export const renewProfile = ({ id, values }: { id: number; values: RenewInput & SaleTerms }) =>
  api.post<{ profile: Profile }>(`/api/profiles/${id}/renew`, values);

export const useRenewProfile = () => useAccountWrite(renewProfile, profileWriteKey);
