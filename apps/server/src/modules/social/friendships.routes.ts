import { errorBody, idParams } from '@clutch/contract/common';
import {
  actingUserBody,
  addresseeParams,
  deleteFriendshipBody,
  friendList,
  friendship,
  friendshipEndpoints,
  friendshipState,
  pairParams,
  pendingRequestList,
  userIdParams,
} from '@clutch/contract/social';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { createFriendshipsService } from './friendships.service.ts';

const tags = ['friendships'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const answerAccess = { level: 'verified', action: 'answer friend requests', of: 'friendship', role: 'addressee' } as const;

export async function friendshipsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const friendships = createFriendshipsService(app.ctx);

  r.get(
    friendshipEndpoints.friendsOf.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "A user's friends, the most recent first (any signed-in user: the profile's counters)",
        security,
        params: userIdParams,
        response: { 200: friendList, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => friendships.friendsOf(request.params.userId),
  );

  r.get(
    friendshipEndpoints.pendingOf.path,
    {
      config: { access: { level: 'signedIn', of: 'user', role: 'self', param: 'userId' } },
      schema: {
        tags,
        summary: 'My pending friend requests, received (INCOMING) and sent (OUTGOING), newest first',
        security,
        params: userIdParams,
        response: { 200: pendingRequestList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => friendships.pendingOf(requireUser(request), request.params.userId),
  );

  r.get(
    friendshipEndpoints.status.path,
    {
      config: { access: { level: 'signedIn', of: 'user', role: 'self', param: 'a' } },
      schema: {
        tags,
        summary: 'The friendship between a (me) and b as I see it: NOTHING, CANCEL (I asked), ACCEPT (b asked), ACCEPTED',
        security,
        params: pairParams,
        response: { 200: friendshipState, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => friendships.status(requireUser(request), request.params.a, request.params.b),
  );

  r.post(
    friendshipEndpoints.request.path,
    {
      config: { access: { level: 'verified', action: 'send friend requests' } },
      schema: {
        tags,
        summary: 'Send a friend request (201); when they already asked me, this accepts theirs (200)',
        security,
        params: addresseeParams,
        body: actingUserBody,
        response: { 200: friendship, 201: friendship, ...errors },
      },
    },
    async (request, reply) => {
      const result = await friendships.request(requireUser(request), request.params.addresseeId, request.body?.id);
      void reply.code(result.created ? 201 : 200);
      return result.friendship;
    },
  );

  r.patch(
    friendshipEndpoints.accept.path,
    {
      config: { access: answerAccess },
      schema: { tags, summary: 'Accept a friend request (its addressee)', security, params: idParams, body: actingUserBody, response: { 200: friendship, ...errors } },
    },
    async (request) => friendships.accept(requireUser(request), request.params.id, request.body?.id),
  );

  r.patch(
    friendshipEndpoints.reject.path,
    {
      config: { access: answerAccess },
      schema: {
        tags,
        summary: 'Reject a friend request (its addressee): the request is deleted',
        security,
        params: idParams,
        body: actingUserBody,
        response: { 200: friendshipState, ...errors },
      },
    },
    async (request) => friendships.reject(requireUser(request), request.params.id, request.body?.id),
  );

  r.delete(
    friendshipEndpoints.remove.path,
    {
      config: { access: { level: 'signedIn', of: 'friendship', role: 'party' } },
      schema: {
        tags,
        summary: 'Cancel my request, decline one sent to me, or unfriend: the row is deleted',
        security,
        params: idParams,
        body: deleteFriendshipBody,
        response: { 200: friendshipState, ...errors },
      },
    },
    async (request) => friendships.remove(requireUser(request), request.params.id, request.body),
  );
}
