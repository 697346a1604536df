import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { spreadsheetsMessages } from '#shared/messages/spreadsheets';
import {
  formatQuerySchema,
  importKindParamSchema,
  importPreviewSchema,
  importResultSchema,
  MAX_IMPORT_BYTES,
} from '#shared/schemas/spreadsheets';
import { AppError } from '../../lib/app-error';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { declareAccess } from '../../identity/access';
import { signedInUser } from '../../identity/signed-in-user';
import { actorOf } from '../../identity/actor';
import { commitImport, previewImport } from './import.service';
import { importTemplate, templateName } from './import-templates.data';

const m = spreadsheetsMessages;

/** The uploaded file (field `file`), whole: the checks read it by its bytes, not its name. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let file;
  try {
    file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  } catch {
    throw new AppError(400, m.missingFile);
  }
  if (!file || file.fieldname !== 'file') throw new AppError(400, m.missingFile);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, m.tooLarge(MAX_IMPORT_BYTES / 1024 / 1024));
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError(400, m.incompleteUpload);
  }
}

// Importing writes the shop's clients and accounts in bulk: admins only (issue 15).
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'admin');
  const { ctx } = app;

  app.get(
    '/api/import/:kind/template',
    { schema: { params: importKindParamSchema, querystring: formatQuerySchema } },
    async (request, reply) =>
      sendSpreadsheet(
        reply,
        request.query.format,
        templateName(request.params.kind),
        importTemplate(request.params.kind),
      ),
  );
  app.post(
    '/api/import/:kind/preview',
    { schema: { params: importKindParamSchema, response: { 200: importPreviewSchema } } },
    async (request) => previewImport(ctx, request.params.kind, await readUpload(request)),
  );
  app.post(
    '/api/import/:kind/commit',
    { schema: { params: importKindParamSchema, response: { 200: importResultSchema } } },
    async (request) =>
      commitImport(ctx, actorOf(signedInUser(request)), request.params.kind, await readUpload(request)),
  );
};
