import { errorBody } from '@clutch/contract/common';
import {
  actingUserBody,
  follow,
  followCheck,
  followEndpoints,
  followeeParams,
  followIdParams,
  followList,
  followListQuery,
  pairParams,
  userIdParams,
} from '@clutch/contract/social';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { createFollowsService } from './follows.service.ts';

const tags = ['follows'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export async function followsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const follows = createFollowsService(app.ctx);

  for (const [side, endpoint] of [
    ['followers', followEndpoints.followersOf],
    ['followees', followEndpoints.followeesOf],
  ] as const) {
    r.get(
      endpoint.path,
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: `A user's ${side === 'followers' ? 'followers' : 'followees (whom they follow)'}, newest first, each with whether I follow them`,
          security,
          params: userIdParams,
          querystring: followListQuery,
          response: { 200: followList, ...errors },
        },
      },
      async (request) => follows.list(requireUser(request), request.params.userId, side, request.query.currentUserId),
    );
  }

  r.get(
    followEndpoints.check.path,
    {
      config: { access: { level: 'signedIn', of: 'user', role: 'self', param: 'a' } },
      schema: { tags, summary: 'Whether a (me) follows b', security, params: pairParams, response: { 200: followCheck, 400: errorBody, 401: errorBody, 403: errorBody } },
    },
    async (request) => follows.check(requireUser(request), request.params.a, request.params.b),
  );

  r.post(
    followEndpoints.follow.path,
    {
      config: { access: { level: 'verified', action: 'follow players' } },
      schema: {
        tags,
        summary: 'Follow a user (201); following someone I already follow answers that follow (200)',
        security,
        params: followeeParams,
        body: actingUserBody,
        response: { 200: follow, 201: follow, ...errors },
      },
    },
    async (request, reply) => {
      const result = await follows.follow(requireUser(request), request.params.followeeId, request.body?.id);
      void reply.code(result.created ? 201 : 200);
      return result.follow;
    },
  );

  r.delete(
    followEndpoints.unfollow.path,
    {
      config: { access: { level: 'signedIn', of: 'follow', role: 'follower', param: 'followId' } },
      schema: {
        tags,
        summary: 'Undo a follow by its id (its follower); answers true when this call removed it',
        security,
        params: followIdParams,
        body: actingUserBody,
        response: { 200: followCheck, ...errors },
      },
    },
    async (request) => follows.unfollow(requireUser(request), request.params.followId, request.body?.id),
  );

  r.delete(
    followEndpoints.unfollowUser.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Unfollow a user by their id; answers whether there was a follow to remove',
        security,
        params: followeeParams,
        response: { 200: followCheck, ...errors },
      },
    },
    async (request) => follows.unfollowUser(requireUser(request), request.params.followeeId),
  );
}
