import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common';
import {
  paymentReportConfirmSchema,
  paymentReportListQuerySchema,
  paymentReportListSchema,
  paymentReportRejectSchema,
  paymentReportResponseSchema,
} from '#shared/schemas/payment-reports';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import {
  confirmPaymentReport,
  listPaymentReports,
  paymentReportImage,
  rejectPaymentReport,
} from './payment-report.service';

// The staff's side of "Ya pagué" (docs/decisions/055): every endpoint needs Movimientos, as the
// abonos a confirmation records do (403 before any validation).

// A receipt may never run as a page: no sniffing, and a sandbox with nothing allowed.
const SERVED_FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export const paymentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, { section: 'movimientos' });
  const { ctx } = app;

  app.get(
    '/api/payment-reports',
    { schema: { querystring: paymentReportListQuerySchema, response: { 200: paymentReportListSchema } } },
    async (request) => listPaymentReports(ctx, request.query.status),
  );
  app.get('/api/payment-reports/:id/image', { schema: { params: idParamSchema } }, async (request, reply) => {
    const image = await paymentReportImage(ctx, request.params.id);
    return reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', SERVED_FILE_CSP)
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, no-store')
      .send(image.data);
  });
  app.post(
    '/api/payment-reports/:id/confirm',
    {
      schema: {
        params: idParamSchema,
        body: paymentReportConfirmSchema,
        response: { 200: paymentReportResponseSchema },
      },
    },
    async (request) => ({
      report: await confirmPaymentReport(
        ctx,
        actorOf(signedInUser(request)),
        request.params.id,
        request.body.renewProfileIds,
      ),
    }),
  );
  app.post(
    '/api/payment-reports/:id/reject',
    {
      schema: {
        params: idParamSchema,
        body: paymentReportRejectSchema,
        response: { 200: paymentReportResponseSchema },
      },
    },
    async (request) => ({
      report: await rejectPaymentReport(
        ctx,
        actorOf(signedInUser(request)),
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};
