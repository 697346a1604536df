import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchema, compensateInputSchema } from '#shared/schemas/accounts';
import { idParamSchema, paginationQuerySchema } from '#shared/schemas/common';
import {
  incidentAppliedSchema,
  incidentInputSchema,
  incidentListSchema,
  incidentNoticeInputSchema,
  incidentNoticeListSchema,
  incidentNoticeParamsSchema,
  incidentNoticeRecordedSchema,
  incidentPreviewSchema,
  incidentUndoneSchema,
} from '#shared/schemas/incidents';
import { z } from '#shared/schemas/zod';
import { actorOf } from '../../identity/actor';
import { declareAccess } from '../../identity/access';
import { signedInUser } from '../../identity/signed-in-user';
import { compensateAccount } from './compensate-account.service';
import { applyIncident, listIncidents, previewIncident, undoIncident } from './incident.service';
import { listNotices, recordNotice } from './notices/incident-notice.service';

// Incidentes (issue 26 item 1, docs/decisions/050): whoever may edit Cuentas may declare one. The
// access hook runs before the body is validated, so a refused caller gets 403, never a 400.
export const incidentRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, { section: 'cuentas' });
  const { ctx } = app;

  app.post(
    '/api/incidents/preview',
    { schema: { body: incidentInputSchema, response: { 200: incidentPreviewSchema } } },
    async (request) => previewIncident(ctx, request.body),
  );
  app.post(
    '/api/incidents',
    { schema: { body: incidentInputSchema, response: { 201: incidentAppliedSchema } } },
    async (request, reply) =>
      reply.status(201).send(await applyIncident(ctx, actorOf(signedInUser(request)), request.body)),
  );
  app.get(
    '/api/incidents',
    { schema: { querystring: paginationQuerySchema, response: { 200: incidentListSchema } } },
    async (request) => listIncidents(ctx, request.query),
  );
  app.post(
    '/api/incidents/:id/undo',
    { schema: { params: idParamSchema, response: { 200: incidentUndoneSchema } } },
    async (request) => undoIncident(ctx, actorOf(signedInUser(request)), request.params.id),
  );
  // Avisos (open to every staff member, as Cuentas is): the compensación messages still owed.
  app.get(
    '/api/incidents/notices',
    { schema: { querystring: paginationQuerySchema, response: { 200: incidentNoticeListSchema } } },
    async (request) => listNotices(ctx, request.query),
  );
  app.post(
    '/api/incidents/:id/notices/:clientId',
    {
      schema: {
        params: incidentNoticeParamsSchema,
        body: incidentNoticeInputSchema,
        response: { 200: incidentNoticeRecordedSchema },
      },
    },
    async (request) =>
      recordNotice(
        ctx,
        actorOf(signedInUser(request)),
        { incidentId: request.params.id, clientId: request.params.clientId },
        request.body.outcome,
      ),
  );
  // Compensar días of one account (Cuentas, ⋮): an incident of that account.
  app.post(
    '/api/accounts/:id/compensate',
    {
      schema: {
        params: idParamSchema,
        body: compensateInputSchema,
        response: {
          200: z.object({
            account: accountSchema,
            compensated: z.number().int(),
            incidentId: z.number().int(),
          }),
        },
      },
    },
    async (request) =>
      compensateAccount(ctx, request.params.id, actorOf(signedInUser(request)), request.body),
  );
};
