import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, paginationQuerySchema } from '#shared/schemas/common';
import { movementSchema } from '#shared/schemas/movements';
import { profileInputSchema, profileSchema, renewInputSchema } from '#shared/schemas/profiles';
import { releasePreviewSchema } from '#shared/schemas/reminders';
import { sellAgainSchema } from '#shared/schemas/sell-again';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../../identity/access';
import { actorOf } from '../../../identity/actor';
import { signedInUser } from '../../../identity/signed-in-user';
import { releasePreview } from './profile-release.service';
import { editProfile, renewProfile } from './profile.service';
import { sellAgain } from './sell-again.service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;

  app.put(
    '/api/profiles/:id',
    {
      schema: {
        params: idParamSchema,
        body: profileInputSchema,
        response: { 200: z.object({ profile: profileSchema }) },
      },
    },
    async (request) => ({
      profile: await editProfile(ctx, request.params.id, actorOf(signedInUser(request)), request.body),
    }),
  );
  app.post(
    '/api/profiles/:id/renew',
    {
      schema: {
        params: idParamSchema,
        // An empty POST renews 30 days at the default price.
        body: renewInputSchema.optional().transform((body) => body ?? renewInputSchema.parse({})),
        response: { 200: z.object({ profile: profileSchema, movement: movementSchema }) },
      },
    },
    async (request) => renewProfile(ctx, request.params.id, actorOf(signedInUser(request)), request.body),
  );
  // What the daily grace release will free (docs/decisions/040): information for everyone in
  // Avisos. The release itself is the job's; no one frees profiles in bulk by hand any more.
  app.get(
    '/api/profiles/release-preview',
    { schema: { querystring: paginationQuerySchema, response: { 200: releasePreviewSchema } } },
    async (request) => releasePreview(ctx, request.query),
  );
  // Vender de nuevo for a released client (docs/decisions/040): the profile to offer them, for
  // everyone who may sell (Clientes and Cuentas are open to every signed-in user).
  app.get(
    '/api/clients/:id/sell-again',
    { schema: { params: idParamSchema, response: { 200: sellAgainSchema } } },
    async (request) => sellAgain(ctx, request.params.id, signedInUser(request).id),
  );
};
