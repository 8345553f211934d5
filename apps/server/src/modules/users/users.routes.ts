import { errorBody, idParams, messageBody } from '@clutch/contract/common';
import {
  accountExport,
  currentUserQuery,
  deleteAccountBody,
  listUsersQuery,
  playerList,
  sessionResponse,
  updateLocaleBody,
  user,
  userEndpoints,
  userSearchParams,
  userStats,
} from '@clutch/contract/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertActor } from '../../lib/assert-actor.ts';
import { requireSession, requireUser } from '../../plugins/session.ts';
import { clearSessionCookie } from '../../plugins/session-cookie.ts';
import { createUsersService } from './users.service.ts';

const tags = ['users'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = createUsersService(app.ctx);

  r.get(
    userEndpoints.list.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The Players list: everybody but the viewer and the blocked either way; by nickname prefix, country and game; most followed first unless sorted otherwise',
        security,
        querystring: listUsersQuery,
        response: { 200: playerList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      assertActor(viewer, request.query.currentUserId);
      return users.list(viewer, request.query);
    },
  );

  r.get(
    userEndpoints.search.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Players whose nickname starts with the term (any case), most followed first, at most 20',
        security,
        params: userSearchParams,
        querystring: currentUserQuery,
        response: { 200: playerList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      assertActor(viewer, request.query.currentUserId);
      return users.search(viewer, request.params.term);
    },
  );

  r.get(
    userEndpoints.exportMine.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Download my data: everything Clutch holds about the signed-in user, as one JSON file',
        security,
        response: { 200: accountExport, 401: errorBody },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const data = await users.exportAccount(session);
      void reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="clutch-data-${data.exportedAt.slice(0, 10)}.json"`);
      return data;
    },
  );

  r.put(
    userEndpoints.updateLocale.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Set my language (en, pt-BR): the interface on every browser I sign in on, and my e-mails',
        security,
        body: updateLocaleBody,
        response: { 200: sessionResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({ user: await users.setLocale(requireUser(request), request.body.locale) }),
  );

  r.get(
    userEndpoints.detail.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'A user; e-mail, phone, block list and payment id only for the user themself',
        params: idParams,
        response: { 200: user, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => users.getUser(request.params.id, request.auth?.user.id ?? null),
  );

  r.get(
    userEndpoints.stats.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'Followers, following and friends counts',
        params: idParams,
        response: { 200: userStats, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => users.stats(request.params.id),
  );

  r.delete(
    userEndpoints.delete.path,
    {
      config: { access: { level: 'signedIn', of: 'user', role: 'self' } },
      schema: {
        tags,
        summary: 'Delete your own account and every personal record, confirmed by password',
        security,
        params: idParams,
        body: deleteAccountBody,
        response: { 200: messageBody, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const result = await users.deleteAccount(requireSession(request), { id: request.params.id, ...request.body });
      clearSessionCookie(reply, app.ctx.config);
      return result;
    },
  );
}
