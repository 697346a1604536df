import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonMessages } from '#shared/messages/common';
import { imageMessages } from '#shared/messages/user-profile';
import { uploadResponseSchema } from '#shared/schemas/auth';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../identity/access';
import { signedInUser } from '../../identity/signed-in-user';
import { AppError } from '../../lib/app-error';
import { loadImage, saveImage } from './upload.service';

// Served images may never run as a page: no sniffing, and a sandbox with nothing allowed.
const SERVED_FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

async function readImageField(request: Parameters<typeof signedInUser>[0]): Promise<Buffer> {
  let file;
  try {
    file = await request.file();
  } catch {
    throw new AppError(400, imageMessages.missingFile);
  }
  if (!file || file.fieldname !== 'image') throw new AppError(400, imageMessages.missingFile);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, imageMessages.tooLarge);
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError(400, imageMessages.incompleteUpload);
  }
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;

  app.post('/api/upload', { schema: { response: { 200: uploadResponseSchema } } }, async (request) => {
    const bytes = await readImageField(request);
    return { imageUrl: await saveImage(ctx, signedInUser(request).id, bytes) };
  });

  app.get(
    '/api/uploads/:id',
    { schema: { params: z.object({ id: z.uuid(commonMessages.notFound) }) } },
    async (request, reply) => {
      const image = await loadImage(ctx, request.params.id);
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SERVED_FILE_CSP)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image.data);
    },
  );
};
