import { errorBody, idParams } from '@clutch/contract/common';
import { profileEndpoints, profileImageParams, updateProfileBody, user, userCareer } from '@clutch/contract/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { readMultipartForm } from '../uploads/uploads.service.ts';
import { createProfileService } from './profile.service.ts';

const tags = ['users'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const FILE_REQUIRED = 'Choose an image to upload.';

/** The profile: the signed-in user edits their own (no id in the path: the session says whose), and anyone's career. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profiles = createProfileService(app.ctx);

  r.patch(
    profileEndpoints.update.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Edit my profile: nickname (unique), bio, country, location, website, founded and four social handles; answers my own view',
        security,
        body: updateProfileBody,
        response: { 200: user, 400: errorBody, 401: errorBody, 409: errorBody },
      },
    },
    async (request) => profiles.update(requireUser(request), request.body),
  );

  r.put(
    profileEndpoints.uploadImage.path,
    {
      config: { access: { level: 'verified', action: 'upload images' } },
      schema: {
        tags,
        summary: 'Set my avatar or cover (multipart field `file`): PNG, JPEG, WebP or GIF of at most 5 MB, stored re-encoded as WebP; the old one is deleted',
        security,
        consumes: ['multipart/form-data'],
        params: profileImageParams,
        response: { 200: user, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const form = await readMultipartForm(request);
      if (!form.file) throw badRequest(FILE_REQUIRED, 'FILE_REQUIRED', { file: FILE_REQUIRED });
      return profiles.setImage(actor, request.params.slot, form.file);
    },
  );

  r.delete(
    profileEndpoints.removeImage.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Remove my avatar or cover; the stored image is deleted',
        security,
        params: profileImageParams,
        response: { 200: user, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => profiles.removeImage(requireUser(request), request.params.slot),
  );

  r.get(
    profileEndpoints.career.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "A user's teams, the tournaments they played (team and final placement) and organized, as far as the viewer may see them",
        security,
        params: idParams,
        response: { 200: userCareer, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => profiles.career(request.params.id, requireUser(request).id),
  );
}
