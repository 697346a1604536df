import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentReportMessages as m } from '#shared/messages/payment-reports';
import { errorSchema } from '#shared/schemas/common';
import {
  paymentReportInputSchema,
  portalPaymentReportSchema,
  portalPaymentReportsSchema,
  type PaymentReportInput,
} from '#shared/schemas/payment-reports';
import { portalTokenParamSchema } from '#shared/schemas/portal';
import { z } from '#shared/schemas/zod';
import { AppError } from '../../lib/app-error';
import type { PortalVisit } from './payment-report.service';
import { createPaymentReport, portalPaymentReports } from './payment-report.service';

// The portal's side of "Ya pagué" (docs/decisions/055), registered inside the portal's plugin
// (portal.routes.ts) so it shares its headers, its per-address limits and its token check.

interface PortalRouteKit {
  config: { portal: true; tokens: false };
  preValidation: (request: FastifyRequest) => Promise<void>;
  visitFor: (request: FastifyRequest) => PortalVisit;
}

/** The body's fields and image: JSON, or a multipart form whose file field is `image`. */
async function readReport(request: FastifyRequest): Promise<{ input: PaymentReportInput; image?: Buffer }> {
  let raw: unknown = request.body;
  let image: Buffer | undefined;
  if (request.isMultipart()) {
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'image') throw new AppError(400, m.malformed);
          const bytes = await part.toBuffer();
          if (bytes.length > 0) image = bytes;
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, m.tooLarge);
      request.log.info({ err: error }, 'malformed payment report form');
      throw new AppError(400, m.malformed);
    }
    raw = fields;
  }
  const parsed = paymentReportInputSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? m.malformed);
  return { input: parsed.data, image };
}

export function registerPortalPaymentReportRoutes(app: FastifyInstance, kit: PortalRouteKit) {
  const { ctx } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const invalid = { 404: errorSchema, 429: errorSchema };
  routes.get(
    '/api/portal/:token/payment-reports',
    {
      config: kit.config,
      preValidation: kit.preValidation,
      schema: { params: portalTokenParamSchema, response: { 200: portalPaymentReportsSchema, ...invalid } },
    },
    async (request) => portalPaymentReports(ctx, kit.visitFor(request)),
  );
  routes.post(
    '/api/portal/:token/payment-reports',
    {
      config: kit.config,
      preValidation: kit.preValidation,
      schema: {
        params: portalTokenParamSchema,
        response: { 201: z.object({ report: portalPaymentReportSchema }), ...invalid },
      },
    },
    async (request, reply) => {
      const { input, image } = await readReport(request);
      const report = await createPaymentReport(ctx, kit.visitFor(request), input, image, request.ip);
      return reply.status(201).send({ report });
    },
  );
}
