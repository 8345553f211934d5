import { errorBody } from '@clutch/contract/common';
import { organizerEndpoints, uploadedImage } from '@clutch/contract/organizer';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { encodeImage, readMultipartForm, withStoredImage } from './uploads.service.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** A stand-alone image (tournament photos): stored first, then named by URL in the form that uses it. */
export async function uploadsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, now } = app.ctx;

  r.post(
    organizerEndpoints.uploadImage.path,
    {
      config: { access: { level: 'verified', action: 'upload images' } },
      schema: {
        tags: ['uploads'],
        summary: 'Upload one image (multipart field `file`): PNG, JPEG, WebP or GIF of at most 5 MB, stored re-encoded as WebP without metadata',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImage, 400: errorBody, 401: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const form = await readMultipartForm(request);
      if (!form.file) throw badRequest('Choose an image to upload.', 'FILE_REQUIRED', { file: 'Choose an image to upload.' });
      const image = await encodeImage(form.file);
      const url = await withStoredImage({ db, storage, now }, image, { ownerId: actor.id, purpose: 'image' }, async (_tx, stored) => stored!);
      return reply.status(201).send({ url });
    },
  );
}
