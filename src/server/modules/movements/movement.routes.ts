import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, idSchema, okSchema } from '#shared/schemas/common';
import {
  movementExportQuerySchema,
  movementFilterSchema,
  movementInputSchema,
  movementListQuerySchema,
  movementListSchema,
  movementSchema,
  movementStatsSchema,
  userMovementsQuerySchema,
  userMovementsSchema,
} from '#shared/schemas/movements';
import { z } from '#shared/schemas/zod';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import { exportMovements } from './movement-export.service';
import { movementStats, userMovements } from './movement-stats.service';
import {
  createMovement,
  editMovement,
  getMovement,
  listMovementsPage,
  removeMovement,
} from './movement.service';

// Every /api/movements* endpoint needs can_access_movimientos (admins always have it); the
// per-user statistics of Usuarios are admin only (CONTRACT.md, HTTP conventions).
export const movementRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, { section: 'movimientos' });
  const { ctx } = app;
  const response = z.object({ movement: movementSchema });

  app.get(
    '/api/movements',
    { schema: { querystring: movementListQuerySchema, response: { 200: movementListSchema } } },
    async (request) => listMovementsPage(ctx, request.query),
  );
  app.get(
    '/api/movements/stats',
    { schema: { querystring: movementFilterSchema, response: { 200: movementStatsSchema } } },
    async (request) => movementStats(ctx, request.query),
  );
  app.get(
    '/api/movements/export',
    { schema: { querystring: movementExportQuerySchema } },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const { name, spec } = exportMovements(ctx, filter);
      return sendSpreadsheet(reply, format, name, spec);
    },
  );
  app.get(
    '/api/movements/user/:userId',
    {
      config: { access: 'admin' },
      schema: {
        params: z.object({ userId: idSchema }),
        querystring: userMovementsQuerySchema,
        response: { 200: userMovementsSchema },
      },
    },
    async (request) => userMovements(ctx, request.params.userId, request.query),
  );
  app.get(
    '/api/movements/:id',
    { schema: { params: idParamSchema, response: { 200: response } } },
    async (request) => ({ movement: await getMovement(ctx, request.params.id) }),
  );
  app.post(
    '/api/movements',
    { schema: { body: movementInputSchema, response: { 201: response } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ movement: await createMovement(ctx, actorOf(signedInUser(request)), request.body) }),
  );
  app.put(
    '/api/movements/:id',
    { schema: { params: idParamSchema, body: movementInputSchema, response: { 200: response } } },
    async (request) => ({
      movement: await editMovement(ctx, actorOf(signedInUser(request)), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/movements/:id',
    { schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeMovement(ctx, actorOf(signedInUser(request)), request.params.id);
      return { ok: true as const };
    },
  );
};
