import { accountPasswordsMessages, accountsMessages } from '../messages/accounts';
import { accountSchema } from './accounts';
import { idWith, text } from './common';
import { z } from './zod';

// Cambiar contraseñas (issue 26 item 2, docs/decisions/054).

const m = accountPasswordsMessages;

/** As many accounts as an incident's selection. */
export const ACCOUNT_PASSWORDS_MAX = 5000;

/** POST /api/accounts/passwords: each account once, with its new password (the account form's rules). */
export const accountPasswordsInputSchema = z.object({
  changes: z
    .array(
      z.object({
        accountId: idWith(m.invalidAccount),
        password: text(200, {
          error: accountsMessages.passwordRequired,
          tooLong: accountsMessages.passwordTooLong,
          trim: false,
        }).min(1, accountsMessages.passwordRequired),
      }),
      { error: m.invalidChanges },
    )
    .min(1, m.invalidChanges)
    .max(ACCOUNT_PASSWORDS_MAX, m.tooMany(ACCOUNT_PASSWORDS_MAX))
    .refine((changes) => new Set(changes.map((c) => c.accountId)).size === changes.length, m.duplicated),
});
export type AccountPasswordsInput = z.infer<typeof accountPasswordsInputSchema>;

/** A client holding profiles of changed accounts: one Nueva Contraseña message for all of them. */
export const passwordHolderSchema = z.object({
  client: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    type: z.enum(['cliente', 'revendedor']),
  }),
  accountIds: z.array(z.number().int()),
});

export const accountPasswordsResultSchema = z.object({
  changed: z.number().int(),
  holders: z.array(passwordHolderSchema),
  /** The changed accounts that have holders, as Cuentas lists them (the messages' profiles). */
  accounts: z.array(accountSchema),
});
export type AccountPasswordsResult = z.infer<typeof accountPasswordsResultSchema>;
