import { organizerEndpoints } from '@clutch/contract/organizer';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** POST /uploads/images (multipart `file`): the server checks the bytes, re-encodes, and answers the image's URL. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.set('file', file);
  return callEndpoint(organizerEndpoints.uploadImage, { body: form });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
