import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientDetailSchema,
  clientInputSchema,
  clientListSchema,
  clientSchema,
} from '#shared/schemas/clients';
import { idParamSchema, okSchema } from '#shared/schemas/common';
import { listQuerySchema } from '#shared/schemas/list-query';
import { searchExportQuerySchema } from '#shared/schemas/spreadsheets';
import { z } from '#shared/schemas/zod';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { requireUser } from '../../plugins/auth-guards';
import { exportClients } from './client-export';
import { createClient, editClient, getClient, listClientsPage, removeClient } from './client.service';

// Clientes is open to every signed-in user (spec section 6).
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const response = z.object({ client: clientSchema });

  app.get(
    '/api/clients',
    {
      preHandler: requireUser,
      schema: {
        querystring: listQuerySchema,
        response: { 200: z.union([clientListSchema, z.array(clientSchema)]) },
      },
    },
    async (request) => listClientsPage(ctx, request.query),
  );
  app.get(
    '/api/clients/export',
    { preHandler: requireUser, schema: { querystring: searchExportQuerySchema } },
    async (request, reply) => {
      const { name, spec } = exportClients(ctx, request.query.search);
      return sendSpreadsheet(reply, request.query.format, name, spec);
    },
  );
  app.get(
    '/api/clients/:id',
    {
      preHandler: requireUser,
      schema: { params: idParamSchema, response: { 200: z.object({ client: clientDetailSchema }) } },
    },
    async (request) => ({ client: await getClient(ctx, request.params.id) }),
  );
  app.post(
    '/api/clients',
    { preHandler: requireUser, schema: { body: clientInputSchema, response: { 201: response } } },
    async (request, reply) => reply.status(201).send({ client: await createClient(ctx, request.body) }),
  );
  app.put(
    '/api/clients/:id',
    {
      preHandler: requireUser,
      schema: { params: idParamSchema, body: clientInputSchema, response: { 200: response } },
    },
    async (request) => ({ client: await editClient(ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/api/clients/:id',
    { preHandler: requireUser, schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeClient(ctx, request.params.id);
      return { ok: true as const };
    },
  );
};
