import { errorBody, idParams } from '@clutch/contract/common';
import {
  emailSubscription,
  listNotificationsQuery,
  liveEventList,
  notificationChange,
  notificationEndpoints,
  notificationPage,
  notificationSettings,
  unreadCount,
  unsubscribeQuery,
} from '@clutch/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { askedLocale } from '../../i18n/request-locale.ts';
import { requireUser } from '../../plugins/session.ts';
import { createInboxService } from './inbox.service.ts';
import { createLiveEventsService } from './live-events.service.ts';
import { createUnsubscribeService } from './unsubscribe.service.ts';

const tags = ['notifications'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** Notifications (issue #14): the signed-in user's own list, unread count, read/delete, settings, and Live Events. */
export async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inbox = createInboxService(app.ctx);
  const liveEvents = createLiveEventsService(app.ctx);
  const signedIn = { access: 'signedIn' } as const;

  r.get(
    notificationEndpoints.list.path,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My notifications, newest first, in pages (`nextCursor` fetches the next one), in the language asked for',
        security,
        querystring: listNotificationsQuery,
        response: { 200: notificationPage, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => inbox.list(requireUser(request), request.query, askedLocale(request)),
  );

  r.get(
    notificationEndpoints.unreadCount.path,
    {
      config: signedIn,
      schema: { tags, summary: 'How many of my notifications are unread (the bell’s badge)', security, response: { 200: unreadCount, 401: errorBody } },
    },
    async (request) => inbox.unreadCount(requireUser(request)),
  );

  // Before `/notifications/:id…`, though Fastify's router would tell them apart anyway.
  r.get(
    notificationEndpoints.settings.path,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My notification settings (the defaults until I change them: everything on, quiet 23:00–07:00 UTC)',
        security,
        response: { 200: notificationSettings, 401: errorBody },
      },
    },
    async (request) => inbox.settings(requireUser(request)),
  );

  r.put(
    notificationEndpoints.updateSettings.path,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Replace my notification settings: the global switch, quiet hours in my time zone, and push/e-mail/sound per type',
        security,
        body: notificationSettings,
        response: { 200: notificationSettings, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => inbox.updateSettings(requireUser(request), request.body),
  );

  r.patch(
    notificationEndpoints.markRead.path,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark one of my notifications read; answers my unread count (someone else’s is 404)',
        security,
        params: idParams,
        response: { 200: notificationChange, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => inbox.markRead(requireUser(request), request.params.id),
  );

  r.post(
    notificationEndpoints.markAllRead.path,
    {
      config: signedIn,
      schema: { tags, summary: 'Mark all my notifications read', security, response: { 200: notificationChange, 401: errorBody } },
    },
    async (request) => inbox.markAllRead(requireUser(request)),
  );

  r.delete(
    notificationEndpoints.remove.path,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Delete one of my notifications; answers my unread count (someone else’s is 404)',
        security,
        params: idParams,
        response: { 200: notificationChange, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => inbox.remove(requireUser(request), request.params.id),
  );

  r.delete(
    notificationEndpoints.clear.path,
    {
      config: signedIn,
      schema: { tags, summary: 'Delete all my notifications', security, response: { 200: notificationChange, 401: errorBody } },
    },
    async (request) => inbox.clear(requireUser(request)),
  );

  r.get(
    notificationEndpoints.liveEvents.path,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Live Events: matches live now or starting within the hour in the running tournaments I follow or play in',
        security,
        response: { 200: liveEventList, 401: errorBody },
      },
    },
    async (request) => liveEvents.of(requireUser(request).id),
  );
}

/**
 * The unsubscribe link of notification e-mails (issue #14 item 6): no session, the signed token is the
 * authority. Mail clients' RFC 8058 one-click POSTs `List-Unsubscribe=One-Click` as a form, which is accepted and
 * ignored (the token is in the query string).
 */
export async function unsubscribeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createUnsubscribeService(app.ctx);
  // (A multipart one is left to the multipart plugin, which reads nothing until asked.)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
  const visitor = { access: 'visitor' } as const;

  r.post(
    notificationEndpoints.unsubscribe.path,
    {
      config: visitor,
      schema: {
        tags,
        summary: 'Turn off the e-mails of one notification type, from the signed link in such an e-mail (no sign-in)',
        querystring: unsubscribeQuery,
        response: { 200: emailSubscription, 400: errorBody },
      },
    },
    async (request) => service.unsubscribe(request.query.token),
  );

  r.post(
    notificationEndpoints.resubscribe.path,
    {
      config: visitor,
      schema: {
        tags,
        summary: 'Turn the e-mails of that type on again, from the same link (the unsubscribe page’s undo)',
        querystring: unsubscribeQuery,
        response: { 200: emailSubscription, 400: errorBody },
      },
    },
    async (request) => service.resubscribe(request.query.token),
  );
}
