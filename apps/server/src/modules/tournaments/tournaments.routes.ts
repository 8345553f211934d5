import { errorBody } from '@clutch/contract/common';
import {
  followState,
  gameTournamentsParams,
  organizerQuery,
  tournament,
  tournamentEndpoints,
  tournamentList,
  tournamentPage,
  tournamentParams,
  tournamentSearchParams,
  tournamentsQuery,
} from '@clutch/contract/tournaments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { readTags } from '../../platform/read-cache/read-cache-tags.ts';
import { queryKey, serveCachedForViewer } from '../../platform/read-cache/serve-cached.ts';
import { followingOverlay } from './following-overlay.ts';
import { createTournamentsService, isTournamentNotFound } from './tournaments.service.ts';

const tags = ['tournaments'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

export async function tournamentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createTournamentsService(app.ctx);
  const viewerOf = (request: { auth: { user: { id: string } } | null }) => request.auth?.user.id ?? null;
  const cache = app.ctx.readCache;
  // Tournaments carry the viewer's `following`: everyone shares the cached shape and a signed-in viewer's
  // follows are laid over it (following-overlay.ts). A DRAFT is its organizer's alone, answered uncached.
  const tournamentLists = [readTags.tournaments, readTags.people];
  const overlay = followingOverlay((viewerId) => service.followedIds(viewerId));

  // Static paths first, so they never read as an `:id`.
  r.get(
    tournamentEndpoints.list.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'Public tournaments, filtered and paged; `fallback=true` walks OPEN → IN_PROGRESS → FINISHED → all',
        querystring: tournamentsQuery,
        response: { 200: tournamentPage, 400: errorBody },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      return serveCachedForViewer(cache, request, reply, viewer, {
        key: `tournaments:list:${queryKey(request.query)}`,
        tags: tournamentLists,
        load: () => service.list(request.query, null),
        ...overlay.page(viewer),
      });
    },
  );

  r.get(
    tournamentEndpoints.followed.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The viewer's followed tournaments, most recently followed first",
        security,
        response: { 200: tournamentList, 401: errorBody },
      },
    },
    async (request) => service.followed(requireUser(request).id),
  );

  r.get(
    tournamentEndpoints.byOrganizer.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "An organizer's tournaments, newest start first; DRAFTs only when the organizer asks",
        querystring: organizerQuery,
        response: { 200: tournamentList, 400: errorBody },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { organizerId, status } = request.query;
      // Their own list has their drafts.
      if (viewer === organizerId) return service.byOrganizer(organizerId, status, viewer);
      return serveCachedForViewer(cache, request, reply, viewer, {
        key: `tournaments:organizer:${queryKey(request.query)}`,
        tags: tournamentLists,
        load: () => service.byOrganizer(organizerId, status, null),
        ...overlay.list(viewer),
      });
    },
  );

  r.get(
    tournamentEndpoints.byGame.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "A game's public tournaments (slug or id), newest start first, at most 100",
        params: gameTournamentsParams,
        response: { 200: tournamentList, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { gameId } = request.params;
      return serveCachedForViewer(cache, request, reply, viewer, {
        key: `tournaments:game:${gameId}`,
        tags: tournamentLists,
        load: () => service.byGame(gameId, null),
        ...overlay.list(viewer),
      });
    },
  );

  r.get(
    tournamentEndpoints.search.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'Public tournaments matching the text (name, game, description; typo-tolerant), best first, at most 20',
        params: tournamentSearchParams,
        response: { 200: tournamentList, 400: errorBody },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { text } = request.params;
      return serveCachedForViewer(cache, request, reply, viewer, {
        key: `tournaments:search:${text}`,
        tags: tournamentLists,
        load: () => service.search(text, null),
        ...overlay.list(viewer),
      });
    },
  );

  r.get(
    tournamentEndpoints.detail.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'A tournament, with `following` for the signed-in viewer; DRAFT only for its organizer',
        params: tournamentParams,
        response: { 200: tournament, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      try {
        return await serveCachedForViewer(cache, request, reply, viewer, {
          key: `tournament:${id}`,
          tags: [readTags.tournament(id), readTags.people, readTags.catalogue],
          load: () => service.get(id, null),
          ...overlay.one(viewer),
        });
      } catch (err) {
        // Hidden from visitors (a DRAFT, or no such tournament): its organizer may still see it.
        if (viewer === null || !isTournamentNotFound(err)) throw err;
        for (const name of ['etag', 'cache-control', 'vary']) reply.removeHeader(name);
        return service.get(id, viewer);
      }
    },
  );

  for (const [endpoint, following] of [
    [tournamentEndpoints.follow, true],
    [tournamentEndpoints.unfollow, false],
  ] as const) {
    r.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: following ? 'Follow a tournament (idempotent)' : 'Stop following a tournament (idempotent)',
        security,
        params: tournamentParams,
        response: { 200: followState, 400: errorBody, 401: errorBody, 404: errorBody },
      },
      handler: async (request) => service.follow(request.params.id, requireUser(request).id, following),
    });
  }
}
