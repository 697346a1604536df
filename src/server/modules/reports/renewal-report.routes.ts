import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  renewalItemsQuerySchema,
  renewalItemsSchema,
  renewalReportQuerySchema,
  renewalReportSchema,
} from '#shared/schemas/reports';
import { declareAccess } from '../../identity/access';
import { renewalItems, renewalReport } from './renewal-report.service';

// The Informe de renovaciones shows money (what was renewed, what was lost): it follows
// Movimientos, as payments and the cartera do (docs/decisions/038).
export const renewalReportRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, { section: 'movimientos' });
  const { ctx } = app;
  app.get(
    '/api/reports/renewals',
    { schema: { querystring: renewalReportQuerySchema, response: { 200: renewalReportSchema } } },
    async (request) => renewalReport(ctx, request.query),
  );
  app.get(
    '/api/reports/renewals/items',
    { schema: { querystring: renewalItemsQuerySchema, response: { 200: renewalItemsSchema } } },
    async (request) => renewalItems(ctx, request.query),
  );
};
