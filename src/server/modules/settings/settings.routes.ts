import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopSettingsInputSchema, shopSettingsResponseSchema } from '#shared/schemas/settings';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import { getShopSettings, updateShopSettings } from './settings.service';

// The shop's settings (docs/decisions/040): every staff member reads them; admins change them.
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;

  app.get('/api/settings', { schema: { response: { 200: shopSettingsResponseSchema } } }, async () => ({
    settings: await getShopSettings(ctx),
  }));
  app.put(
    '/api/settings',
    {
      config: { access: 'admin' },
      schema: { body: shopSettingsInputSchema, response: { 200: shopSettingsResponseSchema } },
    },
    async (request) => ({
      settings: await updateShopSettings(ctx, actorOf(signedInUser(request)), request.body),
    }),
  );
};
