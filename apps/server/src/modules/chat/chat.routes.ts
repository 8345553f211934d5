import {
  chatConversationList,
  chatEndpoints,
  chatMessage,
  chatMessagePage,
  chatMessagesQuery,
  chatMute,
  chatReadState,
  chatReportList,
  chatRoom,
  chatRoomParams,
  chatSettings,
  chatUnreadTotal,
  markChatReadBody,
  muteChatUserBody,
  reportChatMessageBody,
  resolveChatReportBody,
  roomIdParams,
  roomMessageParams,
  roomUserParams,
  sendChatMessageBody,
  slowModeBody,
  slowModeState,
} from '@clutch/contract/chat';
import { errorBody, messageBody } from '@clutch/contract/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { createChatService } from './chat.service.ts';

const tags = ['chat'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
/** A session is optional: a visitor reads a spectators' live chat. */
const optionalSecurity: Array<Record<string, string[]>> = [{}, ...security];
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Chat (issue #15): rooms of tournaments, their spectators, matches, teams and two people. Every route needs a
 * session but the two reads of a spectators' live chat (its room and its messages), which a visitor may make too;
 * the service decides per room who may read, post and moderate (chat-access.ts).
 */
export async function chatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const chat = createChatService(app.ctx);
  const config = { access: 'signedIn' } as const;
  /**
   * Open to visitors for a spectators' room only: a visitor asking for any other room is answered 401 before its
   * input is read, as the access plugin answers them on every other chat route (the service refuses them too).
   */
  const spectatorReadConfig = { access: 'visitor' } as const;
  const visitorsSpectatorRoomOnly = async (request: FastifyRequest) => {
    if (request.auth) return;
    const params = request.params as { kind?: string; roomId?: string };
    const spectator = params.roomId === undefined ? params.kind === 'spectator' : await chat.isSpectatorRoom(params.roomId);
    if (!spectator) throw unauthorized();
  };

  r.get(
    chatEndpoints.room.path,
    {
      config: spectatorReadConfig,
      onRequest: visitorsSpectatorRoomOnly,
      schema: {
        tags,
        summary:
          'Open the chat room of a tournament, its spectators, a match, a team or (direct) another person, creating it on first use; a visitor opens a visible tournament’s spectators’ room only, read-only',
        security: optionalSecurity,
        params: chatRoomParams,
        response: { 200: chatRoom, ...refusals },
      },
    },
    async (request) => chat.openRoom(request.auth?.user ?? null, request.params.kind, request.params.subjectId),
  );

  r.get(
    chatEndpoints.messages.path,
    {
      config: spectatorReadConfig,
      onRequest: visitorsSpectatorRoomOnly,
      schema: {
        tags,
        summary:
          'A page of a room’s messages, oldest first: the newest, older than `beforeSeq`, or newer than `afterSeq`; a visitor reads a spectators’ room’s only',
        security: optionalSecurity,
        params: roomIdParams,
        querystring: chatMessagesQuery,
        response: { 200: chatMessagePage, ...refusals },
      },
    },
    async (request) => chat.messages(request.auth?.user ?? null, request.params.roomId, request.query),
  );

  r.post(
    chatEndpoints.send.path,
    {
      config,
      schema: {
        tags,
        summary: 'Send a message (201); the same clientId again answers the stored message (200) and stores nothing',
        security,
        params: roomIdParams,
        body: sendChatMessageBody,
        response: { 200: chatMessage, 201: chatMessage, ...refusals, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { message, created } = await chat.send(requireUser(request), request.params.roomId, request.body);
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  r.delete(
    chatEndpoints.remove.path,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a message (the sender, or the organizer or an admin in their rooms); answers its tombstone',
        security,
        params: roomMessageParams,
        response: { 200: chatMessage, ...refusals },
      },
    },
    async (request) => chat.remove(requireUser(request), request.params.roomId, request.params.messageId),
  );

  r.post(
    chatEndpoints.markRead.path,
    {
      config,
      schema: {
        tags,
        summary: 'Move my read marker forward to a seq (a smaller one changes nothing)',
        security,
        params: roomIdParams,
        body: markChatReadBody,
        response: { 200: chatReadState, ...refusals },
      },
    },
    async (request) => chat.markRead(requireUser(request), request.params.roomId, request.body.seq),
  );

  r.put(
    chatEndpoints.mute.path,
    {
      config,
      schema: {
        tags,
        summary: 'Mute a player in the room for some minutes (the organizer or an admin)',
        security,
        params: roomUserParams,
        body: muteChatUserBody,
        response: { 200: chatMute, ...refusals },
      },
    },
    async (request) => chat.mute(requireUser(request), request.params.roomId, request.params.userId, request.body.minutes),
  );

  r.delete(
    chatEndpoints.unmute.path,
    {
      config,
      schema: { tags, summary: 'Lift a mute (the organizer or an admin)', security, params: roomUserParams, response: { 200: messageBody, ...refusals } },
    },
    async (request) => chat.unmute(requireUser(request), request.params.roomId, request.params.userId),
  );

  r.put(
    chatEndpoints.slowMode.path,
    {
      config,
      schema: {
        tags,
        summary: 'Set slow mode: seconds each person waits between messages, 0 for off (the organizer or an admin)',
        security,
        params: roomIdParams,
        body: slowModeBody,
        response: { 200: slowModeState, ...refusals },
      },
    },
    async (request) => chat.setSlowMode(requireUser(request), request.params.roomId, request.body.seconds),
  );

  r.post(
    chatEndpoints.report.path,
    {
      config,
      schema: {
        tags,
        summary: 'Report a message to the room’s moderators (once per message)',
        security,
        params: roomMessageParams,
        body: reportChatMessageBody,
        response: { 201: messageBody, ...refusals, 409: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await chat.report(requireUser(request), request.params.roomId, request.params.messageId, request.body.reason)),
  );

  r.get(
    chatEndpoints.reports.path,
    {
      config,
      schema: {
        tags,
        summary: 'Open reports in the rooms I moderate (my tournaments’ rooms; every room for admins)',
        security,
        response: { 200: chatReportList, 401: errorBody },
      },
    },
    async (request) => chat.reports(requireUser(request)),
  );

  r.post(
    chatEndpoints.resolveReport.path,
    {
      config,
      schema: {
        tags,
        summary: 'Resolve a report: dismiss it, or delete the message (which closes every report of it)',
        security,
        params: chatEndpoints.resolveReport.params,
        body: resolveChatReportBody,
        response: { 200: messageBody, ...refusals },
      },
    },
    async (request) => chat.resolveReport(requireUser(request), request.params.id, request.body.action),
  );

  r.get(
    chatEndpoints.conversations.path,
    {
      config,
      schema: {
        tags,
        summary: 'My direct conversations, newest activity first, with their last message and unread count',
        security,
        response: { 200: chatConversationList, 401: errorBody },
      },
    },
    async (request) => chat.conversations(requireUser(request)),
  );

  r.get(
    chatEndpoints.unreadTotal.path,
    {
      config,
      schema: { tags, summary: 'Unread direct messages over all my conversations', security, response: { 200: chatUnreadTotal, 401: errorBody } },
    },
    async (request) => chat.unreadTotal(requireUser(request)),
  );

  r.get(
    chatEndpoints.settings.path,
    {
      config,
      schema: { tags, summary: 'Who may send me direct messages', security, response: { 200: chatSettings, 401: errorBody } },
    },
    async (request) => chat.settings(requireUser(request)),
  );

  r.put(
    chatEndpoints.updateSettings.path,
    {
      config,
      schema: {
        tags,
        summary: 'Choose who may send me direct messages: friends only or everyone I have not blocked',
        security,
        body: chatSettings,
        response: { 200: chatSettings, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => chat.updateSettings(requireUser(request), request.body),
  );
}
