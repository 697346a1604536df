import { imageMessages } from '../messages/user-profile';
import { text } from './common';

/** Our own uploads are served under this path. */
export const UPLOADS_PATH = '/api/uploads/';
const ownUpload = new RegExp(`^${UPLOADS_PATH}[0-9a-f-]{36}$`);

/** An image reference: one of our uploads, or an http(s) URL (profile images, service logos). */
export const imageUrlSchema = text(2048, { tooLong: imageMessages.invalidUrl, trim: false }).refine(
  (value) => ownUpload.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
  imageMessages.invalidUrl,
);
