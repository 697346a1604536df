import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common';
import {
  receivableListSchema,
  receivableQuerySchema,
  statementQuerySchema,
  statementSchema,
} from '#shared/schemas/payments';
import { declareAccess } from '../../../identity/access';
import { sendSpreadsheet } from '../../../lib/spreadsheet';
import { listReceivables } from './receivable.service';
import { statementSheet } from './statement-export.service';
import { clientStatement } from './statement.service';

// The cartera and a client's estado de cuenta follow can_access_movimientos (issue 24), as the
// payments do: they show what each client bought and paid.
export const carteraRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, { section: 'movimientos' });
  const { ctx } = app;

  app.get(
    '/api/receivables',
    { schema: { querystring: receivableQuerySchema, response: { 200: receivableListSchema } } },
    async (request) => listReceivables(ctx, request.query),
  );
  // format=xlsx answers the same statement as a download.
  app.get(
    '/api/clients/:id/statement',
    {
      schema: {
        params: idParamSchema,
        querystring: statementQuerySchema,
        response: { 200: statementSchema },
      },
    },
    async (request, reply) => {
      const statement = await clientStatement(ctx, request.params.id, request.query);
      if (request.query.format !== 'xlsx') return statement;
      const { name, spec } = statementSheet(ctx, statement);
      return sendSpreadsheet(reply, 'xlsx', name, spec);
    },
  );
};
