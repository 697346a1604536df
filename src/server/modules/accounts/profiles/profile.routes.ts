import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common';
import { movementSchema } from '#shared/schemas/movements';
import { profileInputSchema, profileSchema, renewInputSchema } from '#shared/schemas/profiles';
import { releaseExpiredInputSchema, releaseExpiredSchema } from '#shared/schemas/reminders';
import { messagingMessages } from '#shared/messages/messaging';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../../identity/access';
import { actorOf } from '../../../identity/actor';
import { signedInUser } from '../../../identity/signed-in-user';
import { releaseExpiredProfiles } from './profile-release.service';
import { editProfile, renewProfile } from './profile.service';

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
  // Freeing profiles in bulk is the admin's call (decision 014).
  app.post(
    '/api/profiles/release-expired',
    {
      config: { access: 'admin' },
      schema: { body: releaseExpiredInputSchema, response: { 200: releaseExpiredSchema } },
    },
    async (request) => {
      const result = await releaseExpiredProfiles(ctx, actorOf(signedInUser(request)), request.body);
      const message = result.dryRun ? '' : messagingMessages.releasedExpired(result.profiles.length);
      return { ...result, message };
    },
  );
};
