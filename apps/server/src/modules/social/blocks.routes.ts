import { errorBody, idParams } from '@clutch/contract/common';
import { blockedUserList, blockEndpoints, blockResult } from '@clutch/contract/social';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { createBlocksService } from './blocks.service.ts';

const tags = ['blocks'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Under /users/…: `me/blocks` is a static path, matched before `/users/:id` and its children. */
export async function blocksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const blocks = createBlocksService(app.ctx);

  r.get(
    blockEndpoints.mine.path,
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'The users I blocked, in the order I blocked them', security, response: { 200: blockedUserList, 401: errorBody } },
    },
    async (request) => blocks.mine(requireUser(request)),
  );

  r.post(
    blockEndpoints.block.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Block a user: ends our friendship or request and our follows; neither can ask or follow the other',
        security,
        params: idParams,
        response: { 200: blockResult, ...errors },
      },
    },
    async (request) => blocks.block(requireUser(request), request.params.id),
  );

  r.delete(
    blockEndpoints.unblock.path,
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Unblock a user (nothing else comes back)', security, params: idParams, response: { 200: blockResult, ...errors } },
    },
    async (request) => blocks.unblock(requireUser(request), request.params.id),
  );
}
