import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountPasswordsInputSchema, accountPasswordsResultSchema } from '#shared/schemas/account-passwords';
import { declareAccess } from '../../../identity/access';
import { actorOf } from '../../../identity/actor';
import { signedInUser } from '../../../identity/signed-in-user';
import { changePasswords } from './account-passwords.service';

// Cambiar contraseñas: Cuentas is open to every signed-in user (spec section 6), as editing one is.
export const accountPasswordsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;
  app.post(
    '/api/accounts/passwords',
    { schema: { body: accountPasswordsInputSchema, response: { 200: accountPasswordsResultSchema } } },
    async (request) => changePasswords(ctx, actorOf(signedInUser(request)), request.body),
  );
};
