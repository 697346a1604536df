import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientDetailSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientListSchema,
  clientSchema,
} from '#shared/schemas/clients';
import { canAccessSection } from '#shared/domain/permissions';
import { auditPageSchema } from '#shared/schemas/audit';
import { idParamSchema, okSchema, paginationQuerySchema } from '#shared/schemas/common';
import { searchExportQuerySchema } from '#shared/schemas/spreadsheets';
import { z } from '#shared/schemas/zod';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { permissionSubject } from '../../identity/session-user';
import { signedInUser } from '../../identity/signed-in-user';
import { exportClients } from './client-export.service';
import {
  clientHistory,
  createClient,
  editClient,
  getClient,
  listClientsPage,
  removeClient,
} from './client.service';

// Clientes is open to every signed-in user (spec section 6).
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;
  const response = z.object({ client: clientSchema });

  app.get(
    '/api/clients',
    {
      schema: {
        querystring: clientListQuerySchema,
        response: { 200: z.union([clientListSchema, z.array(clientSchema)]) },
      },
    },
    async (request) => listClientsPage(ctx, request.query),
  );
  app.get(
    '/api/clients/export',
    { schema: { querystring: searchExportQuerySchema } },
    async (request, reply) => {
      const { name, spec } = exportClients(ctx, request.query.search);
      return sendSpreadsheet(reply, request.query.format, name, spec);
    },
  );
  app.get(
    '/api/clients/:id',
    {
      schema: { params: idParamSchema, response: { 200: z.object({ client: clientDetailSchema }) } },
    },
    async (request) => ({ client: await getClient(ctx, request.params.id) }),
  );
  // The client's history (issue 15): for everyone who may see Clientes, as the client is.
  app.get(
    '/api/clients/:id/history',
    {
      schema: {
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) =>
      clientHistory(ctx, request.params.id, request.query, {
        withMovements: canAccessSection(permissionSubject(signedInUser(request)), 'movimientos'),
      }),
  );
  app.post(
    '/api/clients',
    { schema: { body: clientInputSchema, response: { 201: response } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ client: await createClient(ctx, actorOf(signedInUser(request)), request.body) }),
  );
  app.put(
    '/api/clients/:id',
    {
      schema: { params: idParamSchema, body: clientInputSchema, response: { 200: response } },
    },
    async (request) => ({
      client: await editClient(ctx, actorOf(signedInUser(request)), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/clients/:id',
    { schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeClient(ctx, actorOf(signedInUser(request)), request.params.id);
      return { ok: true as const };
    },
  );
};
