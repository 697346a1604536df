import type { SaleTerms } from '#shared/schemas/payments';
import type { Profile, ProfileInput } from '#shared/schemas/profiles';
import { api } from '@/lib/api-client';
import { profileWriteKey, useAccountWrite } from '../accounts/invalidate-accounts';

/**
 * PUT /api/profiles/{id}. libre → ocupado is a sale; `expectedStatus` makes a profile someone
 * else changed first answer 409 instead of being sold twice. A sale carries its SaleTerms (pagado
 * or fiado); a fiada one over the client's credit limit answers 409 too, unless an admin overrides.
 */
export const saveProfile = ({ id, values }: { id: number; values: ProfileInput & SaleTerms }) =>
  api.put<{ profile: Profile }>(`/api/profiles/${id}`, values);

export const useSaveProfile = () => useAccountWrite(saveProfile, profileWriteKey);
