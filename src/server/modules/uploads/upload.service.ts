import { randomUUID } from 'node:crypto';
import { detectImageType } from '#shared/domain/image-type';
import { commonMessages } from '#shared/messages/common';
import { imageMessages } from '#shared/messages/user-profile';
import { UPLOADS_PATH } from '#shared/schemas/images';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { findUpload, insertUpload, uploadExists } from './upload.repository';

/** Stores an image in the database (every instance and every backup sees it); answers its URL. */
export async function saveImage(ctx: AppContext, userId: number, bytes: Buffer): Promise<string> {
  const contentType = detectImageType(bytes);
  if (!contentType) throw new AppError(400, imageMessages.onlyImages);
  const id = randomUUID();
  await insertUpload(ctx.db, {
    id,
    user_id: userId,
    content_type: contentType,
    size: bytes.length,
    data: bytes,
    created_at: nowIso(ctx.now()),
  });
  return `${UPLOADS_PATH}${id}`;
}

export async function loadImage(ctx: AppContext, id: string) {
  const file = await findUpload(ctx.db, id);
  if (!file) throw new AppError(404, commonMessages.notFound);
  return { contentType: file.content_type, data: Buffer.from(file.data) };
}

/** A URL of ours must point at a file that exists; outside URLs pass as they are. */
export async function assertOwnUploadExists(ctx: AppContext, url: string) {
  if (!url.startsWith(UPLOADS_PATH)) return;
  if (!(await uploadExists(ctx.db, url.slice(UPLOADS_PATH.length)))) {
    throw new AppError(400, imageMessages.invalidUrl);
  }
}
