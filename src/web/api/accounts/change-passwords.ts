import type { AccountPasswordsInput, AccountPasswordsResult } from '#shared/schemas/account-passwords';
import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { accountsQueryKey } from './get-accounts';

/** POST /api/accounts/passwords (docs/decisions/054): many accounts' new passwords at once. */
export const changePasswords = (input: AccountPasswordsInput) =>
  api.post<AccountPasswordsResult>('/api/accounts/passwords', input);

export const useChangePasswords = () => useWrite(changePasswords, [accountsQueryKey]);
