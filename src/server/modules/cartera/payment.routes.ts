import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common';
import {
  paymentInputSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSchema,
  voidInputSchema,
} from '#shared/schemas/payments';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import { createPayment, getPayment, listPaymentsPage, voidPayment } from './payment.service';

// Abonos follow can_access_movimientos (issue 24), as the movements they pay do.
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, { section: 'movimientos' });
  const { ctx } = app;
  const response = z.object({ payment: paymentSchema });

  app.get(
    '/api/payments',
    { schema: { querystring: paymentListQuerySchema, response: { 200: paymentListSchema } } },
    async (request) => listPaymentsPage(ctx, request.query),
  );
  app.get(
    '/api/payments/:id',
    { schema: { params: idParamSchema, response: { 200: response } } },
    async (request) => ({ payment: await getPayment(ctx, request.params.id) }),
  );
  app.post(
    '/api/payments',
    { schema: { body: paymentInputSchema, response: { 201: response } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ payment: await createPayment(ctx, actorOf(signedInUser(request)), request.body) }),
  );
  app.post(
    '/api/payments/:id/void',
    { schema: { params: idParamSchema, body: voidInputSchema, response: { 200: response } } },
    async (request) => ({
      payment: await voidPayment(ctx, actorOf(signedInUser(request)), request.params.id, request.body.reason),
    }),
  );
};
