import {
  CHAT_PAGE_MAX,
  CHAT_RATE_MESSAGES,
  CHAT_RATE_WINDOW_SECONDS,
  type ChatConversation,
  type ChatMessage,
  type ChatMessagePage,
  type ChatReport,
  type ChatRoom,
  type ChatRoomKind,
  type ChatSettings,
} from '@clutch/contract/chat';
import { uuid } from '@clutch/contract/common';
import { chatRoomChannel } from '@clutch/contract/realtime';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { afterCommit, runInTransaction } from '../../db/transaction.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { notifyAudience } from '../notifications/notifications.service.ts';
import { areFriends, isBlockedBetween } from '../social/social.service.ts';
import { findTournamentAccess } from '../tournaments/tournaments.service.ts';
import { createMemo } from '../../platform/read-cache/memo.ts';
import { readTags } from '../../platform/read-cache/read-cache-tags.ts';
import type { SocketUser } from '../../platform/realtime/socket-realtime.ts';
import { decideChatAccess, readDependsOnTournamentAlone, type ChatAccess } from './chat-access.ts';
import { alreadyReported, messageNotFound, notModerator, notSender, postRefusal, rateLimited, readRefusal, reportNotFound, roomNotFound, slowMode } from './chat-errors.ts';
import { mentionTokens, shortcutsOf } from './chat-mentions.ts';
import * as repo from './chat.repository.ts';
import type { ChatMessageRow, ChatRoomRow, NewChatRoom } from './chat.repository.ts';
import { toChatMessage, type AuthorRoles } from './chat-view.ts';

/** Who is asking: from the session, never from the request. */
export interface ChatViewer {
  id: string;
  verified: boolean;
  admin: boolean;
}

export const chatViewerOf = (user: Pick<UserRow, 'id' | 'userVerified' | 'roles'>): ChatViewer => ({
  id: user.id,
  verified: user.userVerified,
  admin: user.roles.includes('ADMIN'),
});

type RoomShape = NewChatRoom & { id?: string; lastSeq?: number };

interface TournamentFacts {
  id: string;
  name: string;
  status: string;
  organizerId: string;
}

/** A room with everything decided about the viewer in it. */
interface RoomInContext {
  room: ChatRoomRow;
  tournament: TournamentFacts | null;
  access: ChatAccess;
  members: SQL;
  mutedUntil: Date | null;
}

const MODERATED_KINDS: readonly string[] = ['tournament', 'spectator', 'match'];
const REPORT_LIST_LIMIT = 200;
const CONVERSATION_LIMIT = 100;
const PREVIEW_LENGTH = 140;

/** The other person of a direct room. */
const peerOf = (room: Pick<RoomShape, 'userLowId' | 'userHighId'>, viewerId: string) => (room.userLowId === viewerId ? room.userHighId! : room.userLowId!);

/**
 * Where the notification of a message sends its reader: the page the room lives on, whose chat dock opens that room
 * from `?chat=<kind>:<subjectId>`; a direct message's conversation.
 */
function linkOf(room: ChatRoomRow, authorId: string): string {
  switch (room.kind) {
    case 'team':
      return `/app/teams/${room.teamId}?chat=team:${room.teamId}`;
    case 'direct':
      return `/app/messages/${authorId}`;
    case 'match':
      return `/app/tournaments/${room.tournamentId}?chat=match:${room.matchId}`;
    default:
      return `/app/tournaments/${room.tournamentId}?chat=${room.kind}:${room.tournamentId}`;
  }
}

/** The room of a subject as it would be stored, checking the subject exists. A visitor (null) has no direct room. */
async function shapeOf(db: Executor, kind: ChatRoomKind, subjectId: string, viewerId: string | null): Promise<RoomShape> {
  const none = { tournamentId: null, matchId: null, teamId: null, userLowId: null, userHighId: null };
  switch (kind) {
    case 'tournament':
    case 'spectator': {
      if (!(await findTournamentAccess(db, subjectId))) throw roomNotFound();
      return { ...none, kind, key: `${kind}:${subjectId}`, tournamentId: subjectId };
    }
    case 'match': {
      const match = await repo.findMatchSubject(db, subjectId);
      if (!match) throw roomNotFound();
      return { ...none, kind, key: `match:${subjectId}`, matchId: subjectId, tournamentId: match.tournamentId };
    }
    case 'team': {
      if (!(await repo.findTeamSubject(db, subjectId))) throw roomNotFound();
      return { ...none, kind, key: `team:${subjectId}`, teamId: subjectId };
    }
    case 'direct': {
      if (viewerId === null) throw readRefusal('NOT_SIGNED_IN');
      if (subjectId === viewerId) throw readRefusal('SELF');
      const peer = await repo.findPeer(db, subjectId);
      if (!peer || peer.deletedAt) throw roomNotFound();
      const [low, high] = viewerId < subjectId ? [viewerId, subjectId] : [subjectId, viewerId];
      return { ...none, kind, key: `direct:${low}:${high}`, userLowId: low, userHighId: high };
    }
  }
}

interface DecideOptions {
  /** Where the tournament's facts come from (the socket join's memo); the database by default. */
  tournamentOf?: (id: string) => Promise<TournamentFacts | null>;
  /**
   * Only `canRead` and `readDenial` will be used: the lookups that cannot change them are skipped
   * (chat-access.ts, `readDependsOnTournamentAlone`), so the rest of the decision is not to be trusted.
   */
  readOnly?: boolean;
}

/**
 * Loads the facts about the viewer in a room (stored or about to be) and decides (chat-access.ts). A visitor (null)
 * has no membership, mute or conversation to look up.
 */
async function decide(db: Executor, shape: RoomShape, viewer: ChatViewer | null, now: Date, opts: DecideOptions = {}) {
  const tournamentOf = opts.tournamentOf ?? ((id: string) => findTournamentAccess(db, id));
  const tournament = shape.tournamentId ? await tournamentOf(shape.tournamentId) : null;
  const members = repo.membersOf(shape);
  const readOnly = opts.readOnly === true;
  const skipMembership = readOnly && readDependsOnTournamentAlone(shape.kind as ChatRoomKind);
  const member = viewer !== null && !skipMembership && (await repo.membersAmong(db, members, [viewer.id])).has(viewer.id);
  const mutedUntil = viewer && shape.id && !readOnly ? await repo.findActiveMute(db, shape.id, viewer.id, now) : null;
  let direct;
  if (shape.kind === 'direct' && viewer) {
    const peerId = peerOf(shape, viewer.id);
    direct = {
      peerId,
      blocked: await isBlockedBetween(db, viewer.id, peerId),
      friends: await areFriends(db, viewer.id, peerId),
      peerAcceptsEveryone: (await repo.findChatSetting(db, peerId)) === 'EVERYONE',
      exists: (shape.lastSeq ?? 0) > 0,
    };
  }
  const access = decideChatAccess({ kind: shape.kind as ChatRoomKind, viewer, tournament, member, direct, mutedUntil });
  return { tournament, members, access, mutedUntil };
}

/** A stored room as the viewer (null: a visitor) may read it, or the refusal. */
async function readableRoom(db: Executor, roomId: string, viewer: ChatViewer | null, now: Date): Promise<RoomInContext> {
  const room = await repo.findRoom(db, roomId);
  if (!room) throw roomNotFound();
  const decided = await decide(db, room, viewer, now);
  if (!decided.access.canRead) throw readRefusal(decided.access.readDenial!);
  return { room, ...decided };
}

/** Wire messages of one room, with their authors' roles in it. */
async function messageViews(db: Executor, room: Pick<ChatRoomRow, 'kind' | 'tournamentId' | 'matchId' | 'teamId' | 'userLowId' | 'userHighId'>, organizerId: string | null, rows: ChatMessageRow[]): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])))];
  const authors = new Map((await repo.findAuthors(db, authorIds)).map((a) => [a.id, a]));
  const roles: AuthorRoles = {
    organizerId: MODERATED_KINDS.includes(room.kind) ? organizerId : null,
    moderatedByAdmins: MODERATED_KINDS.includes(room.kind),
    members: await repo.membersAmong(db, repo.membersOf(room), authorIds),
  };
  return rows.map((row) => toChatMessage(row, authors, roles));
}

async function organizerOfRoom(db: Executor, room: ChatRoomRow): Promise<string | null> {
  return room.tournamentId ? ((await findTournamentAccess(db, room.tournamentId))?.organizerId ?? null) : null;
}

/** Who hears about a message: the people it names who may read the room, and the other person of a DM. */
async function mentionedIn(tx: Executor, ctx: RoomInContext, authorId: string, text: string): Promise<string[]> {
  const { room, tournament, access } = ctx;
  const tokens = mentionTokens(text);
  if (tokens.length === 0) return [];
  const shortcuts = shortcutsOf(tokens, room.kind as ChatRoomKind, access.canModerate);
  const names = tokens.filter((t) => t !== 'everyone' && t !== 'participants' && t !== 'organizer');
  const named = (await repo.usersByNicknames(tx, names)).map((u) => u.id);
  const ids = new Set<string>();
  if (named.length > 0) {
    if (room.kind === 'tournament' || room.kind === 'spectator') {
      named.forEach((id) => ids.add(id));
    } else {
      const members = await repo.membersAmong(tx, ctx.members, named);
      const admins = room.kind === 'match' ? await repo.adminIdsAmong(tx, named) : new Set<string>();
      for (const id of named) if (members.has(id) || admins.has(id) || id === tournament?.organizerId) ids.add(id);
    }
  }
  if (shortcuts.includes('everyone') || shortcuts.includes('participants')) (await repo.memberIds(tx, ctx.members)).forEach((id) => ids.add(id));
  if ((shortcuts.includes('everyone') || shortcuts.includes('organizer')) && tournament) ids.add(tournament.organizerId);
  ids.delete(authorId);
  if (ids.size === 0) return [];
  const blocked = await repo.blockedAmong(tx, authorId, [...ids]);
  return [...ids].filter((id) => !blocked.has(id)).sort();
}

export type ChatCtx = Pick<AppContext, 'db' | 'now' | 'realtime' | 'jobs'>;

function titleParts(db: Executor) {
  return async (room: ChatRoomRow, viewerId: string | null, tournamentName: string | null) => {
    switch (room.kind) {
      case 'match': {
        const [home, away] = await repo.matchSideNames(db, room.matchId!);
        return { title: `${home ?? '?'} vs ${away ?? '?'}`, subjectId: room.matchId!, peer: null };
      }
      case 'team': {
        const team = await repo.findTeamSubject(db, room.teamId!);
        return { title: team?.name ?? '', subjectId: room.teamId!, peer: null };
      }
      case 'direct': {
        const peer = await repo.findPeer(db, peerOf(room, viewerId!));
        const view = { id: peer!.id, nickName: peer!.nickName, profilePicUrl: peer!.profilePicUrl };
        return { title: view.nickName, subjectId: view.id, peer: view };
      }
      default:
        return { title: tournamentName ?? '', subjectId: room.tournamentId!, peer: null };
    }
  };
}

export function createChatService(ctx: ChatCtx) {
  const { db, now, realtime } = ctx;
  const titleOf = titleParts(db);

  const publish = (room: ChatRoomRow, event: 'chat:message' | 'chat:deleted', message: ChatMessage) => {
    if (room.kind === 'direct') {
      realtime.emitToUser(room.userLowId!, event, { roomId: room.id, message });
      realtime.emitToUser(room.userHighId!, event, { roomId: room.id, message });
    } else {
      realtime.emitToRoom(chatRoomChannel(room.id), event, { roomId: room.id, message });
    }
  };
  const roomUpdated = (room: ChatRoomRow, userIds: string[] = []) => {
    if (room.kind === 'direct') for (const id of [room.userLowId!, room.userHighId!]) realtime.emitToUser(id, 'chat:room-updated', { roomId: room.id });
    else realtime.emitToRoom(chatRoomChannel(room.id), 'chat:room-updated', { roomId: room.id });
    for (const id of userIds) realtime.emitToUser(id, 'chat:room-updated', { roomId: room.id });
  };
  /** Tells the user's own sockets where their unread counts stand. */
  const announceUnread = async (room: ChatRoomRow, userId: string) => {
    const lastRead = await repo.findReadSeq(db, room.id, userId);
    const [unreadCount, directUnreadTotal] = await Promise.all([repo.countUnread(db, room.id, userId, lastRead), repo.countDirectUnread(db, userId)]);
    realtime.emitToUser(userId, 'chat:unread', { roomId: room.id, unreadCount, directUnreadTotal });
  };

  /** The room as the viewer sees it; a visitor (null) has no read marker, so nothing unread. */
  async function viewOf(c: RoomInContext, viewerId: string | null): Promise<ChatRoom> {
    const { room, tournament, access } = c;
    const [parts, lastReadSeq, memberCount, viewerCount] = await Promise.all([
      titleOf(room, viewerId, tournament?.name ?? null),
      viewerId === null ? Promise.resolve(0) : repo.findReadSeq(db, room.id, viewerId),
      room.kind === 'direct' ? Promise.resolve(2) : repo.countMembers(db, c.members, MODERATED_KINDS.includes(room.kind) ? (tournament?.organizerId ?? null) : null),
      room.kind === 'direct' ? Promise.resolve(0) : realtime.roomViewerCount(chatRoomChannel(room.id)),
    ]);
    return {
      id: room.id,
      kind: room.kind as ChatRoomKind,
      subjectId: parts.subjectId,
      tournamentId: MODERATED_KINDS.includes(room.kind) ? room.tournamentId : null,
      title: parts.title,
      peer: parts.peer,
      canPost: access.canPost,
      readOnlyReason: access.readOnlyReason,
      canModerate: access.canModerate,
      role: access.role,
      slowModeSeconds: room.slowModeSeconds,
      mutedUntil: c.mutedUntil?.toISOString() ?? null,
      lastSeq: room.lastSeq,
      lastReadSeq,
      unreadCount: viewerId === null ? 0 : await repo.countUnread(db, room.id, viewerId, lastReadSeq),
      memberCount,
      viewerCount,
    };
  }

  /** Decides who may moderate a report's room: its moderators, and admins in every room. */
  async function moderatedRoom(roomId: string, viewer: ChatViewer) {
    const room = await repo.findRoom(db, roomId);
    if (!room) throw roomNotFound();
    if (viewer.admin) return room;
    const organizerId = MODERATED_KINDS.includes(room.kind) ? await organizerOfRoom(db, room) : null;
    if (organizerId !== viewer.id) throw notModerator();
    return room;
  }

  async function tombstoneAndPublish(tx: Executor, room: ChatRoomRow, messageId: string, by: string): Promise<ChatMessageRow | null> {
    const gone = await repo.tombstone(tx, messageId, by, now());
    if (gone) await repo.resolveReportsOf(tx, messageId, by, now());
    return gone;
  }

  return {
    /**
     * Opens the room of a subject, creating it on first use, once the viewer may read it. A visitor (null) opens
     * only a spectators' room, and only of a tournament they can see: one room per visible tournament at most, its
     * key unique.
     */
    async openRoom(user: UserRow | null, kind: ChatRoomKind, subjectId: string): Promise<ChatRoom> {
      const viewer = user ? chatViewerOf(user) : null;
      if (!viewer && kind !== 'spectator') throw readRefusal('NOT_SIGNED_IN');
      const shape = await shapeOf(db, kind, subjectId, viewer?.id ?? null);
      const existing = await repo.findRoomByKey(db, shape.key);
      const decided = await decide(db, existing ?? shape, viewer, now());
      if (!decided.access.canRead) throw readRefusal(decided.access.readDenial!);
      const room = existing ?? (await repo.ensureRoom(db, shape));
      return viewOf({ room, ...decided }, viewer?.id ?? null);
    },

    /** Whether a visitor may ask for this room's messages at all: a stored spectators' room (else 401, as before). */
    async isSpectatorRoom(roomId: string): Promise<boolean> {
      return uuid.safeParse(roomId).success && (await repo.findRoom(db, roomId))?.kind === 'spectator';
    },

    async messages(user: UserRow | null, roomId: string, query: { beforeSeq?: number; afterSeq?: number; limit: number }): Promise<ChatMessagePage> {
      const c = await readableRoom(db, roomId, user ? chatViewerOf(user) : null, now());
      const page = await repo.findMessagePage(db, roomId, query, query.limit);
      return { items: await messageViews(db, c.room, c.tournament?.organizerId ?? null, page.rows), hasMore: page.hasMore };
    },

    /**
     * Stores a message once per clientId (201; the same clientId again: 200 with the stored one). Under the room's
     * row lock: the mute, slow mode and rate limit are checked against what is stored (every instance shares
     * them), the seq is taken, and the people it names are notified with it.
     */
    async send(user: UserRow, roomId: string, body: { clientId: string; text: string }): Promise<{ message: ChatMessage; created: boolean }> {
      const viewer = chatViewerOf(user);
      const result = await runInTransaction(db, async (tx) => {
        const locked = await repo.lockRoom(tx, roomId);
        if (!locked) throw roomNotFound();
        const stored = await repo.findSentMessage(tx, roomId, viewer.id, body.clientId);
        const at = now();
        const decided = await decide(tx, locked, viewer, at);
        if (!decided.access.canRead) throw readRefusal(decided.access.readDenial!);
        const c: RoomInContext = { room: locked, ...decided };
        const organizerId = c.tournament?.organizerId ?? null;
        if (stored) return { room: locked, message: (await messageViews(tx, locked, organizerId, [stored]))[0]!, created: false, notified: [] as string[] };
        if (!c.access.canPost) throw postRefusal(c.access.readOnlyReason!);
        const windowStart = new Date(at.getTime() - CHAT_RATE_WINDOW_SECONDS * 1000);
        const slowStart = new Date(at.getTime() - locked.slowModeSeconds * 1000);
        const recent = await repo.recentSendsOf(tx, roomId, viewer.id, slowStart < windowStart ? slowStart : windowStart);
        if (locked.slowModeSeconds > 0 && !c.access.canModerate && recent.some((d) => d > slowStart)) throw slowMode();
        if (recent.filter((d) => d > windowStart).length >= CHAT_RATE_MESSAGES) throw rateLimited();
        const seq = await repo.takeNextSeq(tx, roomId, at);
        const text = body.text.trim();
        const mentioned = await mentionedIn(tx, c, viewer.id, text);
        const row = await repo.insertMessage(tx, { roomId, seq, authorId: viewer.id, clientId: body.clientId, text, mentionedUserIds: mentioned, createdAt: at });
        const peer = locked.kind === 'direct' ? [peerOf(locked, viewer.id)] : [];
        const audience = [...new Set([...mentioned, ...peer])];
        if (audience.length > 0) {
          await notifyAudience(ctx, tx, { users: audience }, {
            type: 'new_message',
            params: { preview: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text },
            link: linkOf(locked, viewer.id),
            actorId: viewer.id,
            dedupeKey: `chat_message:${row.id}`,
          });
        }
        const message = (await messageViews(tx, locked, organizerId, [row]))[0]!;
        afterCommit(tx, () => publish(locked, 'chat:message', message));
        return { room: locked, message, created: true, notified: peer };
      });
      for (const id of result.notified) await announceUnread(result.room, id).catch(() => undefined);
      return { message: result.message, created: result.created };
    },

    /** The sender deletes their own message; a moderator any message of the room. Answers the tombstone. */
    async remove(user: UserRow, roomId: string, messageId: string): Promise<ChatMessage> {
      const viewer = chatViewerOf(user);
      const c = await readableRoom(db, roomId, viewer, now());
      const message = await repo.findMessage(db, roomId, messageId);
      if (!message) throw messageNotFound();
      if (message.authorId !== viewer.id && !c.access.canModerate) throw notSender();
      const organizerId = c.tournament?.organizerId ?? null;
      const gone = await runInTransaction(db, (tx) => tombstoneAndPublish(tx, c.room, messageId, viewer.id));
      const view = (await messageViews(db, c.room, organizerId, [gone ?? (await repo.findMessage(db, roomId, messageId))!]))[0]!;
      if (gone) publish(c.room, 'chat:deleted', view);
      return view;
    },

    async markRead(user: UserRow, roomId: string, seq: number) {
      const viewer = chatViewerOf(user);
      const c = await readableRoom(db, roomId, viewer, now());
      const before = await repo.findReadSeq(db, roomId, viewer.id);
      const lastReadSeq = await repo.advanceRead(db, roomId, viewer.id, Math.min(seq, c.room.lastSeq));
      const unreadCount = await repo.countUnread(db, roomId, viewer.id, lastReadSeq);
      if (lastReadSeq !== before) await announceUnread(c.room, viewer.id);
      return { lastReadSeq, unreadCount };
    },

    async mute(user: UserRow, roomId: string, userId: string, minutes: number) {
      const viewer = chatViewerOf(user);
      const c = await readableRoom(db, roomId, viewer, now());
      if (!c.access.canModerate) throw notModerator();
      const target = (await repo.findViewer(db, userId)) ?? null;
      if (!target || target.deletedAt) throw notFound('Player not found.', 'USER_NOT_FOUND');
      if (target.id === c.tournament?.organizerId || target.roles.includes('ADMIN')) throw forbidden('The organizer and admins cannot be muted.', 'FORBIDDEN');
      const until = new Date(now().getTime() + minutes * 60_000);
      await repo.upsertMute(db, { roomId, userId, until, mutedBy: viewer.id });
      roomUpdated(c.room, [userId]);
      return { roomId, userId, until: until.toISOString() };
    },

    async unmute(user: UserRow, roomId: string, userId: string) {
      const c = await readableRoom(db, roomId, chatViewerOf(user), now());
      if (!c.access.canModerate) throw notModerator();
      await repo.deleteMute(db, roomId, userId);
      roomUpdated(c.room, [userId]);
      return { message: 'The player can write here again.' };
    },

    async setSlowMode(user: UserRow, roomId: string, seconds: number) {
      const c = await readableRoom(db, roomId, chatViewerOf(user), now());
      if (!c.access.canModerate) throw notModerator();
      await repo.setSlowMode(db, roomId, seconds);
      roomUpdated(c.room);
      return { roomId, slowModeSeconds: seconds };
    },

    async report(user: UserRow, roomId: string, messageId: string, reason: string) {
      const viewer = chatViewerOf(user);
      await readableRoom(db, roomId, viewer, now());
      const message = await repo.findMessage(db, roomId, messageId);
      if (!message || message.deletedAt) throw messageNotFound();
      const id = await repo.insertReport(db, { messageId, reporterId: viewer.id, reason: reason.trim(), createdAt: now() });
      if (!id) throw alreadyReported();
      return { message: 'Thanks: the moderators will look at this message.' };
    },

    /** Open reports of the rooms the viewer moderates (every room for admins); nobody else has any. */
    async reports(user: UserRow): Promise<ChatReport[]> {
      const viewer = chatViewerOf(user);
      const rows = await repo.findOpenReports(db, viewer, REPORT_LIST_LIMIT);
      const reporters = new Map((await repo.findAuthors(db, [...new Set(rows.map((r) => r.report.reporterId))])).map((a) => [a.id, a]));
      const out: ChatReport[] = [];
      for (const { report, message, room } of rows) {
        const tournament = room.tournamentId ? await findTournamentAccess(db, room.tournamentId) : null;
        const [view] = await messageViews(db, room, tournament?.organizerId ?? null, [message]);
        const reporter = reporters.get(report.reporterId)!;
        const parts = room.kind === 'direct' ? null : await titleOf(room, viewer.id, tournament?.name ?? null);
        const pair = room.kind === 'direct' ? await repo.findAuthors(db, [room.userLowId!, room.userHighId!]) : [];
        out.push({
          id: report.id,
          roomId: room.id,
          roomKind: room.kind as ChatRoomKind,
          roomTitle: parts ? parts.title : pair.map((p) => p.nickName).join(' · '),
          tournamentId: MODERATED_KINDS.includes(room.kind) ? room.tournamentId : null,
          message: view!,
          reporter: { id: reporter.id, nickName: reporter.nickName, profilePicUrl: reporter.profilePicUrl },
          reason: report.reason,
          createdAt: report.createdAt.toISOString(),
        });
      }
      return out;
    },

    async resolveReport(user: UserRow, reportId: string, action: 'dismiss' | 'delete-message') {
      const viewer = chatViewerOf(user);
      const report = await repo.findReport(db, reportId);
      if (!report) throw reportNotFound();
      const message = await repo.findMessageById(db, report.messageId);
      if (!message) throw reportNotFound();
      const room = await moderatedRoom(message.roomId, viewer);
      const gone = await runInTransaction(db, async (tx) => {
        if (action === 'delete-message') return tombstoneAndPublish(tx, room, message.id, viewer.id);
        await repo.resolveReport(tx, reportId, viewer.id, now());
        return null;
      });
      if (gone) publish(room, 'chat:deleted', (await messageViews(db, room, await organizerOfRoom(db, room), [gone]))[0]!);
      return { message: action === 'dismiss' ? 'The report is dismissed.' : 'The message is deleted.' };
    },

    async conversations(user: UserRow): Promise<ChatConversation[]> {
      const rows = await repo.findConversations(db, user.id, CONVERSATION_LIMIT);
      const lasts = new Map((await repo.lastMessagesOf(db, rows.map((r) => r.room))).map((m) => [m.roomId, m]));
      const peerIds = rows.map((r) => peerOf(r.room, user.id));
      const people = new Map((await repo.findAuthors(db, [...new Set([...peerIds, user.id])])).map((a) => [a.id, a]));
      return rows.map(({ room, unread }) => {
        const peer = people.get(peerOf(room, user.id))!;
        const last = lasts.get(room.id);
        const roles: AuthorRoles = { organizerId: null, moderatedByAdmins: false, members: new Set([room.userLowId!, room.userHighId!]) };
        return {
          roomId: room.id,
          peer: { id: peer.id, nickName: peer.nickName, profilePicUrl: peer.profilePicUrl },
          lastMessage: last ? toChatMessage(last, people, roles) : null,
          unreadCount: Number(unread),
        };
      });
    },

    async unreadTotal(user: UserRow) {
      return { count: await repo.countDirectUnread(db, user.id) };
    },

    async settings(user: UserRow): Promise<ChatSettings> {
      return { directMessagesFrom: await repo.findChatSetting(db, user.id) };
    },

    async updateSettings(user: UserRow, settings: ChatSettings): Promise<ChatSettings> {
      await repo.saveChatSetting(db, user.id, settings.directMessagesFrom);
      return settings;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

/** What a socket joining a room gets: refused, or the channel to join (null for a DM) and what it missed. */
export type ChatSocketJoin =
  | { ok: false; code: 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: true; channel: string | null; missed: ChatMessage[]; hasMore: boolean };

/** How long a socket join may use the facts it keeps without an invalidation reaching them (a write from another process). */
const CHAT_JOIN_FACTS_TTL_MS = 60_000;

/** The parts of a room row that never change once it exists (not its lastSeq, slow mode or last message). */
type RoomIdentity = Pick<ChatRoomRow, 'id' | 'kind' | 'key' | 'tournamentId' | 'matchId' | 'teamId' | 'userLowId' | 'userHighId'>;

/**
 * The chat's part of the socket server (platform/realtime takes these as functions, so the platform imports no
 * module): every join is authorized as a read, and typing as a post. A visitor's socket (null user) joins a
 * spectators' room it may read and nothing else (UNAUTHORIZED, as before).
 *
 * A crowd joins one room at once, so a join keeps what it reads under the read cache's tags (ADR 018, its
 * session 12 amendment): a tournament room's identity and the tournament's status and organizer (`tournament:<id>`,
 * dropped by every write under the tournament's lock, publishing included, on every instance). The user comes from
 * the socket's session as it stands (the sessions module's cache). Membership, which decides reading in match, team
 * and direct rooms, and a direct room's row are read each time.
 */
export function createChatSockets(ctx: Pick<AppContext, 'db' | 'now' | 'readCache'>) {
  const { db, now } = ctx;
  const memoOptions = { max: 20_000, ttlMs: CHAT_JOIN_FACTS_TTL_MS, now: () => now().getTime() };
  const rooms = createMemo<RoomIdentity>(ctx.readCache, memoOptions);
  const tournaments = createMemo<TournamentFacts>(ctx.readCache, memoOptions);

  const viewerOf = (user: SocketUser) => (user.deletedAt ? null : { viewer: chatViewerOf(user), nickName: user.nickName });
  const tournamentOf = (id: string) =>
    tournaments.get(id, async () => {
      const found = await findTournamentAccess(db, id);
      return found ? { value: found, tags: [readTags.tournament(id)] } : null;
    });
  /** The room's identity; kept only for a tournament's rooms, whose lifetime the tournament's tag follows. */
  const roomFor = (roomId: string) =>
    rooms.get(roomId, async () => {
      const row = await repo.findRoom(db, roomId);
      if (!row) return null;
      const { id, kind, key, tournamentId, matchId, teamId, userLowId, userHighId } = row;
      const identity = { id, kind, key, tournamentId, matchId, teamId, userLowId, userHighId };
      // A direct room's access reads its lastSeq: handed over whole, never kept.
      return tournamentId ? { value: identity, tags: [readTags.tournament(tournamentId)] } : { value: row, tags: [], keepUntil: 0 };
    });

  return {
    async join(user: SocketUser | null, roomId: string, afterSeq: number | undefined): Promise<ChatSocketJoin> {
      const userId = user?.id ?? null;
      const who = user === null ? null : viewerOf(user);
      const room = await roomFor(roomId);
      if (!room) return { ok: false, code: userId === null ? 'UNAUTHORIZED' : 'NOT_FOUND' };
      if (userId !== null && !who) return { ok: false, code: 'NOT_FOUND' };
      const decided = await decide(db, room, who?.viewer ?? null, now(), { tournamentOf, readOnly: true });
      const denial = decided.access.readDenial;
      if (!decided.access.canRead) return { ok: false, code: denial === 'NOT_FOUND' ? 'NOT_FOUND' : denial === 'NOT_SIGNED_IN' ? 'UNAUTHORIZED' : 'FORBIDDEN' };
      let missed: ChatMessage[] = [];
      let hasMore = false;
      if (afterSeq !== undefined) {
        const page = await repo.findMessagePage(db, roomId, { afterSeq }, CHAT_PAGE_MAX);
        missed = await messageViews(db, room, decided.tournament?.organizerId ?? null, page.rows);
        hasMore = page.hasMore;
      }
      return { ok: true, channel: room.kind === 'direct' ? null : chatRoomChannel(room.id), missed, hasMore };
    },

    /** Null when the user may not post here; else who is typing and, for a DM, who hears it. */
    async typing(user: SocketUser, roomId: string): Promise<{ nickName: string; channel: string | null; peerId: string | null } | null> {
      const userId = user.id;
      const who = viewerOf(user);
      const room = await repo.findRoom(db, roomId);
      if (!who || !room) return null;
      const decided = await decide(db, room, who.viewer, now());
      if (!decided.access.canPost) return null;
      return room.kind === 'direct'
        ? { nickName: who.nickName, channel: null, peerId: peerOf(room, userId) }
        : { nickName: who.nickName, channel: chatRoomChannel(room.id), peerId: null };
    },
  };
}

/**
 * An erased account's part of the chat (ADR 007), in the erasure's transaction: its messages become tombstones
 * (their text gone), and its read markers, mutes, reports and settings go.
 */
export async function eraseChatOf(tx: Executor, userId: string, now: Date): Promise<void> {
  await repo.tombstoneAllOf(tx, userId, now);
  await repo.eraseMarkersOf(tx, userId);
  await repo.deleteChatSetting(tx, userId);
}
