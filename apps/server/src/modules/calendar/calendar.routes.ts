import { calendarEndpoints, CALENDAR_MESSAGES } from '@clutch/contract/calendar';
import { errorBody } from '@clutch/contract/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageLocale } from '../../i18n/request-locale.ts';
import { requireUser } from '../../plugins/session.ts';
import { createCalendarService } from './calendar.service.ts';

const tags = ['calendar'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const produces = [calendarEndpoints.tournament.produces];

/** A download for "Add to calendar"; a subscribed feed is read in place (`inline`). */
function sendCalendar(reply: FastifyReply, text: string, filename: string, disposition: 'attachment' | 'inline', cache: 'private' | 'public') {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .header('cache-control', cache === 'private' ? 'private, no-store' : 'no-cache')
    .send(text);
}

export async function calendarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createCalendarService(app.ctx);
  const viewerOf = (request: { auth: { user: { id: string } } | null }) => request.auth?.user.id ?? null;

  r.get(
    calendarEndpoints.tournament.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'The tournament as an iCalendar event (anyone who can see it; a draft only its organizer)',
        params: calendarEndpoints.tournament.params,
        produces,
        response: { 200: calendarEndpoints.tournament.response, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const text = await service.tournament(request.params.id, viewerOf(request), pageLocale(request, request.auth?.user.locale));
      return sendCalendar(reply, text, `clutch-tournament-${request.params.id}.ics`, 'attachment', 'public');
    },
  );

  r.get(
    calendarEndpoints.match.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "A scheduled match as an iCalendar event (anyone who can see its tournament); 409 while it has no time",
        params: calendarEndpoints.match.params,
        produces,
        response: { 200: calendarEndpoints.match.response, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const text = await service.match(request.params.id, viewerOf(request), pageLocale(request, request.auth?.user.locale));
      return sendCalendar(reply, text, `clutch-match-${request.params.id}.ics`, 'attachment', 'public');
    },
  );

  r.get(
    calendarEndpoints.mine.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The signed-in user’s tournaments (played or organized) and scheduled matches as an iCalendar',
        security,
        produces,
        response: { 200: calendarEndpoints.mine.response, 401: errorBody },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const text = await service.mine(user.id, pageLocale(request, user.locale));
      return sendCalendar(reply, text, 'clutch-calendar.ics', 'attachment', 'private');
    },
  );

  r.get(
    calendarEndpoints.feed.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'A private subscribe URL for calendar apps: the token names its user (no session)',
        params: calendarEndpoints.feed.params,
        produces,
        response: { 200: calendarEndpoints.feed.response, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => sendCalendar(reply, await service.feed(request.params.token), 'clutch.ics', 'inline', 'private'),
  );

  r.get(
    calendarEndpoints.feedLink.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The signed-in user’s private calendar subscribe URL, or null',
        security,
        response: { 200: calendarEndpoints.feedLink.response, 401: errorBody },
      },
    },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await service.feedLink(requireUser(request).id)),
  );

  r.post(
    calendarEndpoints.createFeed.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Create the private calendar subscribe URL, or replace it (the old URL stops working at once)',
        security,
        response: { 201: calendarEndpoints.createFeed.response, 401: errorBody },
      },
    },
    async (request, reply) => reply.status(201).header('cache-control', 'private, no-store').send(await service.createFeed(requireUser(request).id)),
  );

  r.delete(
    calendarEndpoints.removeFeed.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Turn off the private calendar subscribe URL',
        security,
        response: { 200: calendarEndpoints.removeFeed.response, 401: errorBody },
      },
    },
    async (request) => {
      await service.removeFeed(requireUser(request).id);
      return { message: CALENDAR_MESSAGES.feedRemoved };
    },
  );
}
