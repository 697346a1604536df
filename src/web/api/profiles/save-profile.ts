import type { Profile, ProfileInput } from '#shared/schemas/profiles';
import { api } from '@/lib/api-client';
import { profileWriteKey, useAccountWrite } from '../accounts/invalidate-accounts';

/**
 * PUT /api/profiles/{id}. libre → ocupado is a sale; `expectedStatus` makes a profile someone
 * else changed first answer 409 instead of being sold twice.
 */
export const saveProfile = ({ id, values }: { id: number; values: ProfileInput }) =>
  api.put<{ profile: Profile }>(`/api/profiles/${id}`, values);

export const useSaveProfile = () => useAccountWrite(saveProfile, profileWriteKey);
