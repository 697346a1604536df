import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema } from '#shared/schemas/common';
import { createdPortalLinkSchema, portalLinkStatusSchema } from '#shared/schemas/portal';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import { createPortalLink, portalLinkStatus, revokePortalLink } from './portal-link.service';

// A client's portal link (issue 27 item 1, docs/decisions/051): Clientes is open to every signed-in
// user, and so are reading and revoking a client's link. Making one is for those allowed
// Movimientos: the page shows the client's balance and payments, which only they may read.
export const portalLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;

  app.get(
    '/api/clients/:id/portal-link',
    { schema: { params: idParamSchema, response: { 200: portalLinkStatusSchema } } },
    async (request) => portalLinkStatus(ctx, request.params.id),
  );
  app.post(
    '/api/clients/:id/portal-link',
    {
      config: { access: { section: 'movimientos' } },
      schema: { params: idParamSchema, response: { 201: createdPortalLinkSchema } },
    },
    async (request, reply) => {
      // The link is for the address staff reach the app at (behind a proxy: TRUST_PROXY).
      const origin = `${request.protocol}://${request.host}`;
      const link = await createPortalLink(ctx, actorOf(signedInUser(request)), request.params.id, origin);
      return reply.status(201).header('cache-control', 'no-store').send(link);
    },
  );
  app.delete(
    '/api/clients/:id/portal-link',
    { schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await revokePortalLink(ctx, actorOf(signedInUser(request)), request.params.id);
      return { ok: true as const };
    },
  );
};
