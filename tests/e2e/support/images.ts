/**
 * A valid 2×2 PNG (the server recognises images by their bytes): what the image pickers upload,
 * the service logo, the profile photo and the payment receipt.
 */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
