import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common';
import { movementSchema } from '#shared/schemas/movements';
import { profileInputSchema, profileSchema, renewInputSchema } from '#shared/schemas/profiles';
import { z } from '#shared/schemas/zod';
import { requireUser, signedInUser } from '../../plugins/auth-guards';
import { actorOf } from './account.mapper';
import { editProfile, renewProfile } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.put(
    '/api/profiles/:id',
    {
      preHandler: requireUser,
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
      preHandler: requireUser,
      schema: {
        params: idParamSchema,
        // An empty POST renews 30 days at the default price.
        body: renewInputSchema.optional().transform((body) => body ?? renewInputSchema.parse({})),
        response: { 200: z.object({ profile: profileSchema, movement: movementSchema }) },
      },
    },
    async (request) => renewProfile(ctx, request.params.id, actorOf(signedInUser(request)), request.body),
  );
};
