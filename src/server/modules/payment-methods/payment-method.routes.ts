import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '#shared/schemas/common';
import { paymentMethodInputSchema, paymentMethodSchema } from '#shared/schemas/payments';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import {
  createPaymentMethod,
  editPaymentMethod,
  listPaymentMethods,
  removePaymentMethod,
} from './payment-method.service';

// Medios de pago (issue 24): every staff member reads them (they send the messages that list
// them, and record payments with them); only admins change them.
export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;
  const one = z.object({ paymentMethod: paymentMethodSchema });
  const admin = { access: 'admin' as const };

  app.get(
    '/api/payment-methods',
    { schema: { response: { 200: z.object({ paymentMethods: z.array(paymentMethodSchema) }) } } },
    async () => ({ paymentMethods: await listPaymentMethods(ctx) }),
  );
  app.post(
    '/api/payment-methods',
    { config: admin, schema: { body: paymentMethodInputSchema, response: { 201: one } } },
    async (request, reply) =>
      reply.status(201).send({
        paymentMethod: await createPaymentMethod(ctx, actorOf(signedInUser(request)), request.body),
      }),
  );
  app.put(
    '/api/payment-methods/:id',
    {
      config: admin,
      schema: { params: idParamSchema, body: paymentMethodInputSchema, response: { 200: one } },
    },
    async (request) => ({
      paymentMethod: await editPaymentMethod(
        ctx,
        actorOf(signedInUser(request)),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.delete(
    '/api/payment-methods/:id',
    { config: admin, schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await removePaymentMethod(ctx, actorOf(signedInUser(request)), request.params.id);
      return { ok: true as const };
    },
  );
};
