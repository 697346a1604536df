import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportQuerySchema,
  accountInputSchema,
  accountListQuerySchema,
  accountListSchema,
  type AccountList,
  accountSchema,
  hiddenInputSchema,
} from '#shared/schemas/accounts';
import { accountNotifyTargetsSchema } from '#shared/schemas/account-notify';
import { auditPageSchema } from '#shared/schemas/audit';
import { idParamSchema, okSchema, paginationQuerySchema } from '#shared/schemas/common';
import { z } from '#shared/schemas/zod';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { declareAccess } from '../../identity/access';
import { signedInUser } from '../../identity/signed-in-user';
import { exportAccounts } from './export/account-export.service';
import { accountHistory } from './history/account-history.service';
import { getAccount, listAccountsPageJson } from './list/account-list.service';
import { accountNotifyTargets } from './notify/account-notify.service';
import { actorOf } from '../../identity/actor';
import { createAccount, editAccount, removeAccount, setAccountHidden } from './account.service';

// Cuentas is open to every signed-in user (spec section 6).
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;
  const response = z.object({ account: accountSchema });

  // The page is JSON text written by the database, sent as is: its shape is accountListSchema
  // (listAccountsPageJson; account-page-json.test.ts checks it against the schema-parsed
  // answer), which is not run over it again here.
  // The page's JSON is written by the database (docs/performance.md) and sent as text, which
  // Fastify does not serialize again: the response schema documents it (OpenAPI) and the API
  // tests check every answer against it.
  app.get(
    '/api/accounts',
    { schema: { querystring: accountListQuerySchema, response: { 200: accountListSchema } } },
    async (request, reply) => {
      const json = await listAccountsPageJson(ctx, signedInUser(request).id, request.query);
      // Text, typed as the object it spells: the schema's type is what the client receives.
      return reply.type('application/json; charset=utf-8').send(json as unknown as AccountList);
    },
  );
  app.get(
    '/api/accounts/export',
    { schema: { querystring: accountExportQuerySchema } },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const { name, spec } = await exportAccounts(ctx, signedInUser(request).id, filter);
      return sendSpreadsheet(reply, format, name, spec);
    },
  );
  app.get(
    '/api/accounts/:id',
    { schema: { params: idParamSchema, response: { 200: response } } },
    async (request) => ({ account: await getAccount(ctx, request.params.id, signedInUser(request).id) }),
  );
  app.post(
    '/api/accounts',
    { schema: { body: accountInputSchema, response: { 201: response } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ account: await createAccount(ctx, actorOf(signedInUser(request)), request.body) }),
  );
  app.put(
    '/api/accounts/:id',
    { schema: { params: idParamSchema, body: accountInputSchema, response: { 200: response } } },
    async (request) => ({
      account: await editAccount(ctx, request.params.id, actorOf(signedInUser(request)), request.body),
    }),
  );
  app.delete(
    '/api/accounts/:id',
    { schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeAccount(ctx, request.params.id, actorOf(signedInUser(request)));
      return { ok: true as const };
    },
  );
  app.put(
    '/api/accounts/:id/hidden',
    { schema: { params: idParamSchema, body: hiddenInputSchema, response: { 200: response } } },
    async (request) => ({
      account: await setAccountHidden(ctx, request.params.id, signedInUser(request).id, request.body.hidden),
    }),
  );
  // POST /api/accounts/{id}/compensate is an incident of one account: modules/incidents.
  app.get(
    '/api/accounts/:id/history',
    {
      schema: {
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => accountHistory(ctx, request.params.id, signedInUser(request).id, request.query),
  );
  app.get(
    '/api/accounts/:id/notify-targets',
    { schema: { params: idParamSchema, response: { 200: accountNotifyTargetsSchema } } },
    async (request) => accountNotifyTargets(ctx, request.params.id, signedInUser(request).id),
  );
};
