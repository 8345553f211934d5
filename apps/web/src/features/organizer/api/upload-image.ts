import { uploadedImage } from '@clutch/contract/organizer';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** POST /uploads/images (multipart `file`): the server checks the bytes, re-encodes, and answers the image's URL. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.set('file', file);
  return api('/uploads/images', { method: 'POST', body: form, schema: uploadedImage });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
