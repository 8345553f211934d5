import type { ChatRoomKind } from '@clutch/contract/chat';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatRooms } from '../src/db/schema/index.ts';
import { ROOMY_LIMITS, testClock } from './account-helpers.ts';
import { chatApi, chatWorld, makeAdmin, makeFriends, tokenOf } from './chat-helpers.ts';
import { insertTournament } from './competition-fixtures.ts';
import { connectedSocket, listen } from './instance-helpers.ts';
import { block } from './player-helpers.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const clock = testClock();
const t = await createTestApp({ env: ROOMY_LIMITS, deps: { now: clock.now } });
const api = chatApi(t);
const url = await listen(t.app);

// O organizes a tournament in progress; P1 (with P1b) and P2 play its match; D1 and D2 are friends; D1 and X were
// friends and talked, then X blocked D1. A is an admin, B a verified stranger, U an unverified stranger.
const w = await chatWorld(t);
const A = await quickUser(t, 'admin');
await makeAdmin(t, A.user.id);
const B = await quickUser(t, 'other');
const U = await quickUser(t, 'unverified', { verified: false });
const [D1, D2, X] = [await quickUser(t, 'dm'), await quickUser(t, 'dm'), await quickUser(t, 'dmx')];
await makeFriends(t, D1.user.id, D2.user.id);
await makeFriends(t, D1.user.id, X.user.id);

/** Sends as `who` after moving the clock on, so the rate limit never counts the table's own setup. */
async function sendAs(who: QuickUser | null, roomId: string, text: string) {
  clock.advance(10_000);
  return api.sendRes(who, roomId, text);
}

const rooms = {
  tournament: (await api.open(w.P1, 'tournament', w.tournament.id)).id,
  spectator: (await api.open(w.P1, 'spectator', w.tournament.id)).id,
  match: (await api.open(w.P1, 'match', w.match.id)).id,
  team: (await api.open(w.P1, 'team', w.home.team.id)).id,
  direct: (await api.open(D1, 'direct', D2.user.id)).id,
};
const blockedRoom = (await api.open(D1, 'direct', X.user.id)).id;
expect((await sendAs(D1, blockedRoom, 'before the block')).statusCode).toBe(201);
await block(t, X.user.id, D1.user.id);

/** Who writes the message others try to delete, per room. */
const author: Record<ChatRoomKind, QuickUser> = { tournament: w.P1, spectator: w.P1, match: w.P1, team: w.P1, direct: D1 };

type Caller = 'member' | 'organizer' | 'admin' | 'other' | 'unverified' | 'visitor';
const callers: Record<Caller, (kind: ChatRoomKind) => QuickUser | null> = {
  member: (kind) => (kind === 'direct' ? D2 : kind === 'team' ? w.P1b : kind === 'match' ? w.P2 : w.P3),
  organizer: () => w.O,
  admin: () => A,
  other: () => B,
  unverified: () => U,
  visitor: () => null,
};

/** Expected answers: HTTP status and code for read (messages), post, delete (someone else's message) and mute; the socket join's answer. */
type Row = [ChatRoomKind, Caller, read: string, post: string, join: string, del: string, mute: string];
const NOT_MEMBER = '403 CHAT_NOT_MEMBER';
const table: Row[] = [
  ['tournament', 'member', '200', '201', 'ok', '403 CHAT_NOT_SENDER', '403 CHAT_NOT_MODERATOR'],
  ['tournament', 'organizer', '200', '201', 'ok', '200', '200'],
  ['tournament', 'admin', '200', '201', 'ok', '200', '200'],
  ['tournament', 'other', '200', '403 CHAT_READ_ONLY', 'ok', '403 CHAT_NOT_SENDER', '403 CHAT_NOT_MODERATOR'],
  ['tournament', 'unverified', '200', '403 CHAT_READ_ONLY', 'ok', '403 CHAT_NOT_SENDER', '403 CHAT_NOT_MODERATOR'],
  ['tournament', 'visitor', '401', '401', 'UNAUTHORIZED', '401', '401'],
  ['spectator', 'member', '200', '201', 'ok', '403 CHAT_NOT_SENDER', '403 CHAT_NOT_MODERATOR'],
  ['spectator', 'organizer', '200', '201', 'ok', '200', '200'],
  ['spectator', 'admin', '200', '201', 'ok', '200', '200'],
  ['spectator', 'other', '200', '201', 'ok', '403 CHAT_NOT_SENDER', '403 CHAT_NOT_MODERATOR'],
  ['spectator', 'unverified', '200', '403 ACCOUNT_NOT_VERIFIED', 'ok', '403 CHAT_NOT_SENDER', '403 CHAT_NOT_MODERATOR'],
  // The spectators' live chat of a public tournament in progress is read by visitors too (never written, deleted in or moderated).
  ['spectator', 'visitor', '200', '401', 'ok', '401', '401'],
  ['match', 'member', '200', '201', 'ok', '403 CHAT_NOT_SENDER', '403 CHAT_NOT_MODERATOR'],
  ['match', 'organizer', '200', '201', 'ok', '200', '200'],
  ['match', 'admin', '200', '201', 'ok', '200', '200'],
  ['match', 'other', NOT_MEMBER, NOT_MEMBER, 'FORBIDDEN', NOT_MEMBER, NOT_MEMBER],
  ['match', 'unverified', NOT_MEMBER, NOT_MEMBER, 'FORBIDDEN', NOT_MEMBER, NOT_MEMBER],
  ['match', 'visitor', '401', '401', 'UNAUTHORIZED', '401', '401'],
  ['team', 'member', '200', '201', 'ok', '403 CHAT_NOT_SENDER', '403 CHAT_NOT_MODERATOR'],
  ['team', 'organizer', NOT_MEMBER, NOT_MEMBER, 'FORBIDDEN', NOT_MEMBER, NOT_MEMBER],
  ['team', 'admin', NOT_MEMBER, NOT_MEMBER, 'FORBIDDEN', NOT_MEMBER, NOT_MEMBER],
  ['team', 'other', NOT_MEMBER, NOT_MEMBER, 'FORBIDDEN', NOT_MEMBER, NOT_MEMBER],
  ['team', 'unverified', NOT_MEMBER, NOT_MEMBER, 'FORBIDDEN', NOT_MEMBER, NOT_MEMBER],
  ['team', 'visitor', '401', '401', 'UNAUTHORIZED', '401', '401'],
  ['direct', 'member', '200', '201', 'ok', '403 CHAT_NOT_SENDER', '403 CHAT_NOT_MODERATOR'],
  ['direct', 'organizer', NOT_MEMBER, NOT_MEMBER, 'FORBIDDEN', NOT_MEMBER, NOT_MEMBER],
  ['direct', 'admin', NOT_MEMBER, NOT_MEMBER, 'FORBIDDEN', NOT_MEMBER, NOT_MEMBER],
  ['direct', 'other', NOT_MEMBER, NOT_MEMBER, 'FORBIDDEN', NOT_MEMBER, NOT_MEMBER],
  ['direct', 'unverified', NOT_MEMBER, NOT_MEMBER, 'FORBIDDEN', NOT_MEMBER, NOT_MEMBER],
  ['direct', 'visitor', '401', '401', 'UNAUTHORIZED', '401', '401'],
];

const outcome = (res: { statusCode: number; json(): { code?: string } }) =>
  res.statusCode >= 400 && res.statusCode !== 401 ? `${res.statusCode} ${res.json().code}` : String(res.statusCode);

/** Each answer with its row, so a failure names the room and caller. */
const labelled = (answers: string[]) => answers.map((a, i) => `${table[i]![0]} ${table[i]![1]}: ${a}`);

describe('chat authorization, every room kind × every kind of caller', () => {
  it('reads messages', async () => {
    const got = await Promise.all(table.map(async ([kind, caller]) => outcome(await api.listRes(callers[caller](kind), rooms[kind]))));
    expect(labelled(got)).toEqual(labelled(table.map((r) => r[2])));
  });

  it('posts', async () => {
    const got: string[] = [];
    for (const [kind, caller] of table) got.push(outcome(await sendAs(callers[caller](kind), rooms[kind], `hi from ${caller}`)));
    expect(labelled(got)).toEqual(labelled(table.map((r) => r[3])));
  });

  it('joins the room by socket', async () => {
    const got: string[] = [];
    for (const [kind, caller] of table) {
      const who = callers[caller](kind);
      const socket = await connectedSocket(url, who ? tokenOf(who) : undefined);
      const ack = await socket.timeout(5000).emitWithAck('chat:join', { roomId: rooms[kind] });
      got.push(ack.ok ? 'ok' : ack.code);
      socket.disconnect();
    }
    expect(labelled(got)).toEqual(labelled(table.map((r) => r[4])));
  });

  it("deletes someone else's message", async () => {
    const got: string[] = [];
    for (const [kind, caller] of table) {
      const target = await sendAs(author[kind], rooms[kind], 'delete me');
      expect(target.statusCode, target.body).toBe(201);
      got.push(outcome(await api.removeRes(callers[caller](kind), rooms[kind], target.json<{ id: string }>().id)));
    }
    expect(labelled(got)).toEqual(labelled(table.map((r) => r[5])));
  });

  it('mutes a player', async () => {
    const got: string[] = [];
    for (const [kind, caller] of table) {
      const res = await api.muteRes(callers[caller](kind), rooms[kind], B.user.id);
      got.push(outcome(res));
      if (res.statusCode === 200) expect((await api.inject(callers[caller](kind), 'DELETE', `/api/v1/chat/rooms/${rooms[kind]}/mutes/${B.user.id}`)).statusCode).toBe(200);
    }
    expect(labelled(got)).toEqual(labelled(table.map((r) => r[6])));
  });

  it('refuses to open a conversation with a blocked person or oneself, and with a stranger who takes DMs from friends only', async () => {
    const y = await quickUser(t, 'dmy');
    await block(t, y.user.id, B.user.id);
    expect(outcome(await api.openRes(B, 'direct', y.user.id))).toBe('403 CHAT_DM_NOT_ALLOWED');
    expect((await api.openRes(B, 'direct', y.user.id)).json().message).toBe('You cannot message this player.');
    expect((await api.openRes(B, 'direct', B.user.id)).json()).toMatchObject({ code: 'CHAT_DM_NOT_ALLOWED', message: 'You cannot message yourself.' });
    expect((await api.openRes(B, 'direct', D2.user.id)).json()).toMatchObject({ code: 'CHAT_DM_NOT_ALLOWED', message: 'You can only message your friends.' });
    // D2 opens DMs to everyone: now B may write, but still not the blocked pair.
    expect((await api.inject(D2, 'PUT', '/api/v1/chat/settings', { directMessagesFrom: 'EVERYONE' })).statusCode).toBe(200);
    const opened = await api.open(B, 'direct', D2.user.id);
    expect(opened).toMatchObject({ canPost: true, readOnlyReason: null, peer: { id: D2.user.id } });
    expect((await sendAs(B, opened.id, 'hello stranger')).statusCode).toBe(201);
    expect((await api.inject(D2, 'PUT', '/api/v1/chat/settings', { directMessagesFrom: 'FRIENDS' })).statusCode).toBe(200);
    expect((await api.open(B, 'direct', D2.user.id)).readOnlyReason).toBe('NOT_FRIENDS');
  });

  it('keeps a conversation readable after a block, but read-only for both people', async () => {
    expect(outcome(await api.listRes(D1, blockedRoom))).toBe('200');
    expect(outcome(await api.listRes(X, blockedRoom))).toBe('200');
    expect(outcome(await sendAs(D1, blockedRoom, 'still there?'))).toBe('403 CHAT_DM_NOT_ALLOWED');
    expect(outcome(await sendAs(X, blockedRoom, 'go away'))).toBe('403 CHAT_DM_NOT_ALLOWED');
    expect(await api.open(D1, 'direct', X.user.id)).toMatchObject({ canPost: false, readOnlyReason: 'BLOCKED' });
  });

  it('tells each caller in the room view what they may do', async () => {
    expect(await api.open(B, 'tournament', w.tournament.id)).toMatchObject({ canPost: false, readOnlyReason: 'NOT_A_PARTICIPANT', role: 'spectator', canModerate: false });
    expect(await api.open(U, 'spectator', w.tournament.id)).toMatchObject({ canPost: false, readOnlyReason: 'NOT_VERIFIED' });
    expect(await api.open(w.O, 'match', w.match.id)).toMatchObject({ canPost: true, canModerate: true, role: 'organizer' });
    expect(await api.open(A, 'tournament', w.tournament.id)).toMatchObject({ canPost: true, canModerate: true, role: 'admin' });
    expect(await api.open(w.P2, 'tournament', w.tournament.id)).toMatchObject({ canPost: true, canModerate: false, role: 'participant', memberCount: 5 });
    expect(await api.open(w.P1, 'team', w.home.team.id)).toMatchObject({ canModerate: false, memberCount: 2, title: w.home.team.name });
  });
});

describe('a visitor (no session) and the chat', () => {
  const signIn = { message: 'You need to sign in to do that.', code: 'UNAUTHORIZED' };
  const spectatorRoomsOf = (tournamentId: string) =>
    t.app.ctx.db.select().from(chatRooms).where(and(eq(chatRooms.kind, 'spectator'), eq(chatRooms.tournamentId, tournamentId)));

  it('reads the spectators’ live chat of a public tournament in progress, read-only, with nothing of anyone’s own', async () => {
    const said = await sendAs(w.P1, rooms.spectator, 'gl hf @' + w.P2.nickName);
    expect(said.statusCode).toBe(201);
    const marked = await api.markRead(w.P2, rooms.spectator, said.json<{ seq: number }>().seq);
    expect(marked.statusCode).toBe(200);
    const res = await api.openRes(null, 'spectator', w.tournament.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: rooms.spectator,
      kind: 'spectator',
      tournamentId: w.tournament.id,
      canPost: false,
      readOnlyReason: 'NOT_SIGNED_IN',
      canModerate: false,
      role: 'spectator',
      mutedUntil: null,
      lastReadSeq: 0,
      unreadCount: 0,
    });
    const page = await api.listRes(null, rooms.spectator);
    expect(page.statusCode).toBe(200);
    expect(page.json<{ items: { id: string }[] }>().items.map((m) => m.id)).toContain(said.json<{ id: string }>().id);
    expect((await api.listRes(null, rooms.spectator, '?limit=500')).statusCode).toBe(400);
  });

  it('is refused every other room, whatever it asks, with the 401 every other chat route answers', async () => {
    const subjects: Record<Exclude<ChatRoomKind, 'spectator'>, string> = {
      tournament: w.tournament.id,
      match: w.match.id,
      team: w.home.team.id,
      direct: D1.user.id,
    };
    for (const [kind, subjectId] of Object.entries(subjects)) {
      const open = await api.openRes(null, kind as ChatRoomKind, subjectId);
      expect([open.statusCode, open.json()], kind).toEqual([401, signIn]);
      const messages = await api.listRes(null, rooms[kind as ChatRoomKind], '?limit=500');
      expect([messages.statusCode, messages.json()], kind).toEqual([401, signIn]);
    }
    // Not a room, not a kind, not an id: the same 401 as before visitors could read anything, never a 400 or a 404.
    for (const url of [
      `/api/v1/chat/rooms/lobby/${w.tournament.id}`,
      '/api/v1/chat/rooms/tournament/not-an-id',
      `/api/v1/chat/rooms/${w.tournament.id}/messages`,
      '/api/v1/chat/rooms/not-an-id/messages',
    ]) {
      const res = await api.inject(null, 'GET', url);
      expect([res.statusCode, res.json()], url).toEqual([401, signIn]);
    }
  });

  it('cannot mark read, report, unmute or set slow mode in the live chat it reads', async () => {
    const sent = await sendAs(w.P1, rooms.spectator, 'report me if you can');
    expect(sent.statusCode).toBe(201);
    const message = sent.json<{ id: string; seq: number }>();
    const attempts: [string, 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['mark read', 'POST', `/api/v1/chat/rooms/${rooms.spectator}/read`, { seq: message.seq }],
      ['report', 'POST', `/api/v1/chat/rooms/${rooms.spectator}/messages/${message.id}/reports`, { reason: 'spam' }],
      ['unmute', 'DELETE', `/api/v1/chat/rooms/${rooms.spectator}/mutes/${w.P1.user.id}`],
      ['slow mode', 'PUT', `/api/v1/chat/rooms/${rooms.spectator}/slow-mode`, { seconds: 30 }],
    ];
    for (const [what, method, url, payload] of attempts) {
      const res = await api.inject(null, method, url, payload);
      expect([res.statusCode, res.json()], what).toEqual([401, signIn]);
    }
  });

  it('sees no draft’s live chat (404, as the draft itself) and creates no room for it; one room per public tournament however often it asks', async () => {
    const draft = await insertTournament(t, { organizerId: w.O.user.id, gameId: w.gameId, status: 'DRAFT' });
    const res = await api.openRes(null, 'spectator', draft.id);
    expect([res.statusCode, res.json().code]).toEqual([404, 'CHAT_ROOM_NOT_FOUND']);
    expect(await spectatorRoomsOf(draft.id)).toEqual([]);
    expect((await api.openRes(null, 'spectator', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const finished = await insertTournament(t, { organizerId: w.O.user.id, gameId: w.gameId, status: 'FINISHED' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.openRes(null, 'spectator', finished.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json<{ id: string }>().id)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ canPost: false, readOnlyReason: 'NOT_LIVE' });
    expect(await spectatorRoomsOf(finished.id)).toHaveLength(1);
  });
});
