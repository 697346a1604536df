import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '#shared/schemas/common';
import { listQuerySchema } from '#shared/schemas/list-query';
import { serviceInputSchema, serviceListSchema, serviceSchema } from '#shared/schemas/services';
import { searchExportQuerySchema } from '#shared/schemas/spreadsheets';
import { z } from '#shared/schemas/zod';
import { sendCsv } from '../../lib/csv';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import { exportServiceCsv } from './service-export.service';
import { exportServices } from './service-list-export.service';
import { createService, editService, getService, listServicesPage, removeService } from './service.service';

// Servicios is open to every signed-in user (spec section 6).
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;
  const response = z.object({ service: serviceSchema });

  app.get(
    '/api/services',
    {
      schema: {
        querystring: listQuerySchema,
        response: { 200: z.union([serviceListSchema, z.array(serviceSchema)]) },
      },
    },
    async (request) => listServicesPage(ctx, request.query),
  );
  app.get(
    '/api/services/export',
    { schema: { querystring: searchExportQuerySchema } },
    async (request, reply) => {
      const { name, spec } = exportServices(ctx, request.query.search);
      return sendSpreadsheet(reply, request.query.format, name, spec);
    },
  );
  app.get(
    '/api/services/:id',
    { schema: { params: idParamSchema, response: { 200: response } } },
    async (request) => ({ service: await getService(ctx, request.params.id) }),
  );
  app.get('/api/services/:id/export', { schema: { params: idParamSchema } }, async (request, reply) => {
    const { filename, body } = await exportServiceCsv(ctx, request.params.id);
    return sendCsv(reply, filename, body);
  });
  app.post(
    '/api/services',
    { schema: { body: serviceInputSchema, response: { 201: response } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ service: await createService(ctx, actorOf(signedInUser(request)), request.body) }),
  );
  app.put(
    '/api/services/:id',
    {
      schema: { params: idParamSchema, body: serviceInputSchema, response: { 200: response } },
    },
    async (request) => ({
      service: await editService(ctx, actorOf(signedInUser(request)), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/services/:id',
    { schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeService(ctx, actorOf(signedInUser(request)), request.params.id);
      return { ok: true as const };
    },
  );
};
