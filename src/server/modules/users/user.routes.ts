import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersMessages } from '#shared/messages/users';
import { idParamSchema, okSchema } from '#shared/schemas/common';
import { createUserSchema, updateUserSchema, userSchema } from '#shared/schemas/users';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../identity/access';
import { signedInUser } from '../../identity/signed-in-user';
import { actorOf } from '../../identity/actor';
import { createUser, editUser, listAllUsers, removeUser } from './user.service';

// Usuarios is admin only, enforced here whatever the screens show (CONTRACT.md, permissions).
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'admin');
  const { ctx } = app;
  const response = z.object({ user: userSchema, message: z.string() });

  app.get('/api/users', { schema: { response: { 200: z.array(userSchema) } } }, async () =>
    listAllUsers(ctx),
  );
  app.post(
    '/api/users',
    { schema: { body: createUserSchema, response: { 201: response } } },
    async (request, reply) =>
      reply.status(201).send({
        user: await createUser(ctx, actorOf(signedInUser(request)), request.body),
        message: usersMessages.created,
      }),
  );
  app.put(
    '/api/users/:id',
    {
      schema: { params: idParamSchema, body: updateUserSchema, response: { 200: response } },
    },
    async (request) => ({
      user: await editUser(ctx, actorOf(signedInUser(request)), request.params.id, request.body),
      message: usersMessages.updated,
    }),
  );
  app.delete(
    '/api/users/:id',
    { schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeUser(ctx, actorOf(signedInUser(request)), request.params.id);
      return { ok: true as const };
    },
  );
};
