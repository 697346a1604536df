import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessToday } from '#shared/domain/business-time';
import { errorSchema } from '#shared/schemas/common';
import {
  endClientLabelInputSchema,
  endClientLabelSchema,
  portalProfileParamSchema,
  resellerGroupPageSchema,
  resellerGroupQuerySchema,
} from '#shared/schemas/portal-reseller';
import { portalTokenParamSchema } from '#shared/schemas/portal';
import { getShopSettings } from '../settings/settings.service';
import type { PortalVisit } from './portal-link.service';
import { resellerGroupPage, setPortalEndClientLabel } from './portal-reseller.service';

// A revendedor's portal routes (issue 27 item 3, docs/decisions/056), registered inside the
// portal's plugin (portal.routes.ts), so they get its headers, its throttle and its token check:
// the token is looked up before the query or body is read, and every refusal of a token is the one
// 404. Both routes serve any client's link; a plain client simply holds fewer profiles.

export interface PortalRouteKit {
  config: { portal: true; tokens: false };
  preValidation: (request: FastifyRequest) => Promise<void>;
  visitFor: (request: FastifyRequest) => PortalVisit;
}

export const portalResellerRoutes: FastifyPluginAsyncZod<PortalRouteKit> = async (app, kit) => {
  const { ctx } = app;
  const { config, preValidation, visitFor } = kit;
  const invalid = { 400: errorSchema, 404: errorSchema, 429: errorSchema };

  app.get(
    '/api/portal/:token/profiles',
    {
      config,
      preValidation,
      schema: {
        params: portalTokenParamSchema,
        querystring: resellerGroupQuerySchema,
        response: { 200: resellerGroupPageSchema, ...invalid },
      },
    },
    async (request) => {
      const today = businessToday(ctx.now(), ctx.config.TZ_APP);
      const { portalShowsAccess } = await getShopSettings(ctx);
      const { group, offset } = request.query;
      return resellerGroupPage(ctx, visitFor(request), group, offset, today, portalShowsAccess);
    },
  );

  app.put(
    '/api/portal/:token/profiles/:profileId/label',
    {
      config,
      preValidation,
      schema: {
        params: portalProfileParamSchema,
        body: endClientLabelInputSchema,
        response: { 200: endClientLabelSchema, ...invalid },
      },
    },
    async (request) =>
      setPortalEndClientLabel(
        ctx,
        visitFor(request),
        request.params.profileId,
        request.body.label,
        request.ip,
      ),
  );
};
