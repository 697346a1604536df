import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common';
import { templateInputSchema, templatesSchema } from '#shared/schemas/templates';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../identity/access';
import { signedInUser } from '../../identity/signed-in-user';
import { actorOf } from '../../identity/actor';
import { getTemplates, resetTemplate, saveTemplate, type TemplateTarget } from './template.service';

// Every signed-in staff member reads and writes the templates: the editors live in Servicios and
// Clientes, open to everyone (spec section 6); updated_by records who changed one (decision 014).
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;
  const response = { 200: templatesSchema };
  const typeParams = z.object({ type: z.string().max(50) });

  app.get('/api/templates', { schema: { response } }, async () => getTemplates(ctx));

  const routes: [string, z.ZodType, (params: never) => TemplateTarget][] = [
    [
      '/api/templates/whatsapp/:type',
      typeParams,
      (p: { type: string }) => ({ scope: 'whatsapp', type: p.type }),
    ],
    ['/api/templates/access', z.object({}), () => ({ scope: 'access' })],
    [
      '/api/templates/services/:id',
      idParamSchema,
      (p: { id: number }) => ({ scope: 'service', serviceId: p.id }),
    ],
  ];
  for (const [url, params, target] of routes) {
    app.put(url, { schema: { params, body: templateInputSchema, response } }, async (request) =>
      saveTemplate(ctx, actorOf(signedInUser(request)), target(request.params as never), request.body.text),
    );
    app.delete(url, { schema: { params, response } }, async (request) =>
      resetTemplate(ctx, actorOf(signedInUser(request)), target(request.params as never)),
    );
  }
};
