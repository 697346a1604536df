import { useMutation } from '@tanstack/react-query';
import { upload } from '@/lib/api-client';

export interface UploadImageInput {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** POST /api/upload: multipart field `image`; the server checks the bytes and answers its URL. */
export function uploadImage({ file, onProgress }: UploadImageInput) {
  const form = new FormData();
  form.append('image', file);
  return upload<{ imageUrl: string }>('/api/upload', form, { onProgress });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
