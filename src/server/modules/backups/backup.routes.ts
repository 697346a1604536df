import fs from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupsMessages } from '#shared/messages/backups';
import { backupListSchema, backupNameParamSchema, backupSchema } from '#shared/schemas/backups';
import { z } from '#shared/schemas/zod';
import { AppError } from '../../lib/app-error';
import { declareAccess } from '../../identity/access';

// Ajustes → Copias de seguridad: admin only, whatever the screens show (docs/decisions/022).
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'admin');
  const { backups } = app;

  app.get('/api/admin/backups', { schema: { response: { 200: backupListSchema } } }, async () =>
    backups.list(),
  );

  app.post(
    '/api/admin/backups',
    {
      schema: { response: { 201: z.object({ backup: backupSchema, message: z.string() }) } },
    },
    async (_request, reply) =>
      reply.status(201).send({ backup: await backups.create(), message: backupsMessages.created }),
  );

  app.get(
    '/api/admin/backups/:name',
    { schema: { params: backupNameParamSchema } },
    async (request, reply) => {
      const { name } = request.params;
      // Opened before answering, so a missing file is a 404; a prune while it streams does not
      // cut the download (the open file stays readable).
      const file = await fs.open(backups.fileOf(name), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw new AppError(404, backupsMessages.notFound);
        throw error;
      });
      const { size } = await file.stat();
      return reply
        .header('content-type', 'application/vnd.sqlite3')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.createReadStream());
    },
  );
};
