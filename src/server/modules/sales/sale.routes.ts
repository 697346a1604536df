import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common';
import { movementSchema } from '#shared/schemas/movements';
import {
  saleInputSchema,
  saleListQuerySchema,
  saleListSchema,
  saleRenewInputSchema,
  saleResponseSchema,
  saleSchema,
} from '#shared/schemas/sales';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import { createSale, getSale, listClientSales, renewSale } from './sale.service';

// Ventas (issue 25, item 2; docs/decisions/042): open to every signed-in user, as Asignar and
// Renovar are (Cuentas and Clientes are every staff member's).
export const saleRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;

  app.post(
    '/api/sales',
    { schema: { body: saleInputSchema, response: { 201: saleResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ sale: await createSale(ctx, actorOf(signedInUser(request)), request.body) }),
  );
  app.post(
    '/api/sales/:id/renew',
    {
      schema: {
        params: idParamSchema,
        // An empty POST renews by the plan the sale's profiles hold, at its price.
        body: saleRenewInputSchema.optional().transform((body) => body ?? saleRenewInputSchema.parse({})),
        response: { 200: z.object({ sale: saleSchema, movement: movementSchema }) },
      },
    },
    async (request) => renewSale(ctx, actorOf(signedInUser(request)), request.params.id, request.body),
  );
  app.get(
    '/api/sales',
    { schema: { querystring: saleListQuerySchema, response: { 200: saleListSchema } } },
    async (request) => listClientSales(ctx, request.query),
  );
  app.get(
    '/api/sales/:id',
    { schema: { params: idParamSchema, response: { 200: saleResponseSchema } } },
    async (request) => ({ sale: await getSale(ctx, request.params.id) }),
  );
};
