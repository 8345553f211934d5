import { CHAT_MESSAGES, CHAT_RATE_MESSAGES, type ChatConversation, type ChatMessage } from '@clutch/contract/chat';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../src/db/schema/index.ts';
import { ROOMY_LIMITS, signedInUser, testClock } from './account-helpers.ts';
import { chatApi, chatWorld, makeAdmin, makeFriends } from './chat-helpers.ts';
import { recipientsOf, sorted } from './notification-helpers.ts';
import { block } from './player-helpers.ts';
import { eraseAccount } from './social-helpers.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const clock = testClock();
const t = await createTestApp({ env: ROOMY_LIMITS, deps: { now: clock.now } });
const api = chatApi(t);
const w = await chatWorld(t);
const tournamentRoom = (await api.open(w.P1, 'tournament', w.tournament.id)).id;

/** Sends after moving the clock past the rate window. */
async function spaced(who: { auth: Record<string, string> }, roomId: string, text: string, clientId?: string) {
  clock.advance(10_000);
  return api.send(who, roomId, text, clientId);
}

describe('sending', () => {
  it('stores a retried send once: 201 the first time, 200 with the same message after', async () => {
    const clientId = randomUUID();
    clock.advance(10_000);
    const first = await api.sendRes(w.P1, tournamentRoom, '  gl hf  ', clientId);
    const again = await api.sendRes(w.P1, tournamentRoom, 'a different text', clientId);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json<ChatMessage>()).toMatchObject({ text: 'gl hf', clientId, author: { id: w.P1.user.id, role: 'participant' }, deleted: false });
    const stored = await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.clientId, clientId));
    expect(stored).toHaveLength(1);
  });

  it('stores a send retried at the same moment once, and opens one room for two first openings at once', async () => {
    const clientId = randomUUID();
    clock.advance(10_000);
    const answers = await Promise.all([1, 2, 3].map(() => api.sendRes(w.P3, tournamentRoom, 'racing', clientId)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.json<ChatMessage>().id)).size).toBe(1);
    expect(await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.clientId, clientId))).toHaveLength(1);
    const { P1, P2, match } = await chatWorld(t);
    const opened = await Promise.all([api.open(P1, 'match', match.id), api.open(P2, 'match', match.id)]);
    expect(opened[0].id).toBe(opened[1].id);
  });

  it('refuses a whitespace-only message and one over 2,000 characters, and takes exactly 2,000', async () => {
    clock.advance(10_000);
    const blank = await api.sendRes(w.P1, tournamentRoom, ' \n\t ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Write a message first.');
    const long = await api.sendRes(w.P1, tournamentRoom, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('A message has at most 2000 characters.');
    expect((await api.send(w.P1, tournamentRoom, 'x'.repeat(2000))).text).toHaveLength(2000);
  });

  it(`refuses the message after ${CHAT_RATE_MESSAGES} in the rate window, and takes it once the window has passed`, async () => {
    clock.advance(10_000);
    for (let i = 0; i < CHAT_RATE_MESSAGES; i++) await api.send(w.P2, tournamentRoom, `spam ${i}`);
    const refused = await api.sendRes(w.P2, tournamentRoom, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: CHAT_MESSAGES.rateLimited });
    clock.advance(6_000);
    expect((await api.sendRes(w.P2, tournamentRoom, 'one more')).statusCode).toBe(201);
  });

  it('keeps everyone but the moderators to one message per slow-mode interval', async () => {
    const room = (await api.open(w.P1, 'match', w.match.id)).id;
    expect((await api.inject(w.P1, 'PUT', `/api/v1/chat/rooms/${room}/slow-mode`, { seconds: 30 })).json()).toMatchObject({ code: 'CHAT_NOT_MODERATOR' });
    const set = await api.inject(w.O, 'PUT', `/api/v1/chat/rooms/${room}/slow-mode`, { seconds: 30 });
    expect(set.json()).toEqual({ roomId: room, slowModeSeconds: 30 });
    expect((await api.open(w.P1, 'match', w.match.id)).slowModeSeconds).toBe(30);
    await spaced(w.P1, room, 'first');
    clock.advance(20_000);
    const early = await api.sendRes(w.P1, room, 'too soon');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'CHAT_SLOW_MODE', message: CHAT_MESSAGES.slowMode });
    await api.send(w.O, room, 'organizer is not slowed');
    await api.send(w.O, room, 'not at all');
    clock.advance(11_000);
    await api.send(w.P1, room, 'after the interval');
    await api.inject(w.O, 'PUT', `/api/v1/chat/rooms/${room}/slow-mode`, { seconds: 0 });
  });

  it('mutes a player until the mute ends or is lifted, and never the organizer', async () => {
    const mute = await api.muteRes(w.O, tournamentRoom, w.P3.user.id, 5);
    expect(mute.statusCode, mute.body).toBe(200);
    const view = await api.open(w.P3, 'tournament', w.tournament.id);
    expect(view).toMatchObject({ canPost: false, readOnlyReason: 'MUTED', mutedUntil: mute.json().until });
    clock.advance(10_000);
    expect((await api.sendRes(w.P3, tournamentRoom, 'let me talk')).json()).toMatchObject({ code: 'CHAT_MUTED', message: CHAT_MESSAGES.muted });
    clock.advance(5 * 60_000);
    await api.send(w.P3, tournamentRoom, 'the mute ran out');
    await api.muteRes(w.O, tournamentRoom, w.P3.user.id, 60);
    expect((await api.inject(w.O, 'DELETE', `/api/v1/chat/rooms/${tournamentRoom}/mutes/${w.P3.user.id}`)).statusCode).toBe(200);
    await spaced(w.P3, tournamentRoom, 'lifted');
    const admin = await quickUser(t, 'admin');
    await makeAdmin(t, admin.user.id);
    expect((await api.muteRes(admin, tournamentRoom, w.O.user.id)).statusCode).toBe(403);
  });

  it('opens the spectator chat for posting only while the tournament is in progress', async () => {
    const { tournament, P1 } = await chatWorld(t, 'OPEN_FOR_REGISTRATION');
    const room = await api.open(P1, 'spectator', tournament.id);
    expect(room).toMatchObject({ canPost: false, readOnlyReason: 'NOT_LIVE' });
    clock.advance(10_000);
    expect((await api.sendRes(P1, room.id, 'hello?')).json()).toMatchObject({ code: 'CHAT_READ_ONLY', message: CHAT_MESSAGES.notLive });
  });
});

describe('pages', () => {
  it('numbers concurrent posts 1..n without gaps, and pages back and forth over each message exactly once', async () => {
    const { P1, P1b, P2, P3, O, match } = await chatWorld(t);
    const room = (await api.open(P1, 'match', match.id)).id;
    const senders = [P1, P1b, P2, O];
    void P3;
    clock.advance(10_000);
    // Five per sender fit the rate window; the rest after the clock moves.
    const sent: ChatMessage[] = [];
    for (let round = 0; round < 2; round++) {
      const batch = await Promise.all(
        senders.flatMap((s, i) => Array.from({ length: 4 }, (_, k) => api.sendRes(s, room, `r${round} s${i} m${k}`))),
      );
      for (const res of batch) expect(res.statusCode, res.body).toBe(201);
      sent.push(...batch.map((res) => res.json<ChatMessage>()));
      clock.advance(10_000);
    }
    const n = sent.length;
    expect(n).toBe(32);
    expect(sent.map((m) => m.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));

    const backwards: number[] = [];
    let page = await api.list(P2, room, '?limit=7');
    backwards.unshift(...page.items.map((m) => m.seq));
    while (page.hasMore) {
      page = await api.list(P2, room, `?limit=7&beforeSeq=${page.items[0]!.seq}`);
      backwards.unshift(...page.items.map((m) => m.seq));
    }
    expect(backwards).toEqual(Array.from({ length: n }, (_, i) => i + 1));

    const forwards: number[] = [];
    let after = 0;
    for (;;) {
      const next = await api.list(P2, room, `?limit=9&afterSeq=${after}`);
      forwards.push(...next.items.map((m) => m.seq));
      if (!next.hasMore) break;
      after = next.items.at(-1)!.seq;
    }
    expect(forwards).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect((await api.listRes(P2, room, '?beforeSeq=3&afterSeq=1')).statusCode).toBe(400);
  });

  it('keeps a deleted message as a tombstone without its text', async () => {
    const mine = await spaced(w.P1, tournamentRoom, 'oops, wrong chat');
    const removed = await api.removeRes(w.P1, tournamentRoom, mine.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: mine.id, seq: mine.seq, text: '', deleted: true });
    const page = await api.list(w.P2, tournamentRoom, `?afterSeq=${mine.seq - 1}`);
    expect(page.items[0]).toMatchObject({ id: mine.id, text: '', deleted: true, mentionedUserIds: [] });
  });
});

describe('mentions and direct messages', () => {
  it('notifies a named participant once, and neither the author nor someone blocked', async () => {
    const blocker = await quickUser(t, 'blocker');
    await block(t, blocker.user.id, w.P1.user.id);
    const msg = await spaced(w.P1, tournamentRoom, `@${w.P2.nickName.toUpperCase()} and @${w.P2.nickName} gg, @${w.P1.nickName} @${blocker.nickName} @nobody_here`);
    expect(msg.mentionedUserIds).toEqual([w.P2.user.id]);
    expect(await recipientsOf(t, 'new_message', `chat_message:${msg.id}`)).toEqual([w.P2.user.id]);
  });

  it('links a mention to the page whose chat dock opens that room', async () => {
    const matchRoom = (await api.open(w.P2, 'match', w.match.id)).id;
    await spaced(w.P1, tournamentRoom, `@${w.P2.nickName} tournament`);
    await spaced(w.P1, matchRoom, `@${w.P2.nickName} match`);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications?limit=2', headers: w.P2.auth });
    expect(res.json().items.map((n: { link: string }) => n.link)).toEqual([
      `/app/tournaments/${w.tournament.id}?chat=match:${w.match.id}`,
      `/app/tournaments/${w.tournament.id}?chat=tournament:${w.tournament.id}`,
    ]);
  });

  it('only expands @everyone for the organizer or an admin', async () => {
    const plain = await spaced(w.P1, tournamentRoom, '@everyone look at this');
    expect(plain.mentionedUserIds).toEqual([]);
    expect(await recipientsOf(t, 'new_message', `chat_message:${plain.id}`)).toEqual([]);
    const loud = await spaced(w.O, tournamentRoom, '@everyone round 2 starts now');
    const everyone = sorted([w.P1.user.id, w.P1b.user.id, w.P2.user.id, w.P3.user.id]);
    expect(sorted(loud.mentionedUserIds)).toEqual(everyone);
    expect(sorted(await recipientsOf(t, 'new_message', `chat_message:${loud.id}`))).toEqual(everyone);
    const organizer = await spaced(w.P2, (await api.open(w.P2, 'match', w.match.id)).id, 'hey @organizer');
    expect(organizer.mentionedUserIds).toEqual([]);
  });

  it("notifies the other person of a DM once, with a link to the conversation, and not when they blocked the sender", async () => {
    const [a, b] = [await quickUser(t, 'dma'), await quickUser(t, 'dmb')];
    await makeFriends(t, a.user.id, b.user.id);
    const room = (await api.open(a, 'direct', b.user.id)).id;
    const msg = await spaced(a, room, `hey @${b.nickName}`);
    expect(await recipientsOf(t, 'new_message', `chat_message:${msg.id}`)).toEqual([b.user.id]);
    const list = await api.inject(b, 'GET', '/api/v1/notifications');
    expect(list.json().items[0]).toMatchObject({ type: 'new_message', link: `/app/messages/${a.user.id}`, message: `hey @${b.nickName}` });
    await block(t, b.user.id, a.user.id);
    clock.advance(10_000);
    expect((await api.sendRes(a, room, 'still?')).statusCode).toBe(403);
  });
});

describe('read markers and the inbox', () => {
  it('moves the read marker forward only and counts unread messages of others', async () => {
    const [a, b] = [await quickUser(t, 'ra'), await quickUser(t, 'rb')];
    await makeFriends(t, a.user.id, b.user.id);
    const room = (await api.open(a, 'direct', b.user.id)).id;
    for (let i = 1; i <= 4; i++) await spaced(a, room, `message ${i}`);
    await spaced(b, room, 'my own');
    expect(await api.open(b, 'direct', a.user.id)).toMatchObject({ lastSeq: 5, lastReadSeq: 0, unreadCount: 4 });
    expect((await api.markRead(b, room, 3)).json()).toEqual({ lastReadSeq: 3, unreadCount: 1 });
    expect((await api.markRead(b, room, 1)).json()).toEqual({ lastReadSeq: 3, unreadCount: 1 });
    expect((await api.markRead(b, room, 99)).json()).toEqual({ lastReadSeq: 5, unreadCount: 0 });
    expect((await api.inject(b, 'GET', '/api/v1/chat/unread-count')).json()).toEqual({ count: 0 });
    expect((await api.inject(a, 'GET', '/api/v1/chat/unread-count')).json()).toEqual({ count: 1 });
  });

  it('lists conversations with a message, newest activity first, with the peer, last message and unread count', async () => {
    const me = await quickUser(t, 'inbox');
    const [x, y, z] = [await quickUser(t, 'ix'), await quickUser(t, 'iy'), await quickUser(t, 'iz')];
    for (const p of [x, y, z]) await makeFriends(t, me.user.id, p.user.id);
    const withX = (await api.open(x, 'direct', me.user.id)).id;
    const withY = (await api.open(y, 'direct', me.user.id)).id;
    await api.open(z, 'direct', me.user.id);
    await spaced(x, withX, 'from x');
    await spaced(y, withY, 'from y');
    await spaced(y, withY, 'again from y');
    const list = (await api.inject(me, 'GET', '/api/v1/chat/conversations')).json<ChatConversation[]>();
    expect(list.map((c) => [c.peer.id, c.lastMessage?.text, c.unreadCount])).toEqual([
      [y.user.id, 'again from y', 2],
      [x.user.id, 'from x', 1],
    ]);
    expect((await api.inject(me, 'GET', '/api/v1/chat/unread-count')).json()).toEqual({ count: 3 });
  });
});

describe('reports', () => {
  it('lets a reader report once, shows it to the organizer (not to others), and deletes the message on resolve', async () => {
    const msg = await spaced(w.P2, tournamentRoom, 'something rude');
    const reportUrl = `/api/v1/chat/rooms/${tournamentRoom}/messages/${msg.id}/reports`;
    const stranger = await quickUser(t, 'reporter');
    expect((await api.inject(stranger, 'POST', reportUrl, { reason: 'rude' })).statusCode).toBe(201);
    expect((await api.inject(stranger, 'POST', reportUrl, { reason: 'rude' })).json()).toMatchObject({ code: 'CHAT_ALREADY_REPORTED' });
    expect((await api.inject(stranger, 'GET', '/api/v1/chat/reports')).json()).toEqual([]);
    const reports = (await api.inject(w.O, 'GET', '/api/v1/chat/reports')).json<{ id: string; message: { id: string }; reason: string }[]>();
    const report = reports.find((r) => r.message.id === msg.id)!;
    expect(report).toMatchObject({ reason: 'rude', roomKind: 'tournament', reporter: { id: stranger.user.id } });
    expect((await api.inject(w.P1, 'POST', `/api/v1/chat/reports/${report.id}/resolve`, { action: 'dismiss' })).json()).toMatchObject({ code: 'CHAT_NOT_MODERATOR' });
    expect((await api.inject(w.O, 'POST', `/api/v1/chat/reports/${randomUUID()}/resolve`, { action: 'dismiss' })).json()).toMatchObject({ code: 'CHAT_REPORT_NOT_FOUND' });
    expect((await api.inject(w.O, 'POST', `/api/v1/chat/reports/${report.id}/resolve`, { action: 'delete-message' })).statusCode).toBe(200);
    expect((await api.list(w.P1, tournamentRoom, `?afterSeq=${msg.seq - 1}&limit=1`)).items[0]).toMatchObject({ id: msg.id, deleted: true, text: '' });
    expect((await api.inject(w.O, 'GET', '/api/v1/chat/reports')).json<{ id: string }[]>().some((r) => r.id === report.id)).toBe(false);
    expect((await api.inject(stranger, 'POST', reportUrl, { reason: 'again' })).json()).toMatchObject({ code: 'CHAT_MESSAGE_NOT_FOUND' });
  });
});

describe('settings and erasure', () => {
  it('keeps DMs to friends by default and saves the choice', async () => {
    const me = await quickUser(t, 'settings');
    expect((await api.inject(me, 'GET', '/api/v1/chat/settings')).json()).toEqual({ directMessagesFrom: 'FRIENDS' });
    expect((await api.inject(me, 'PUT', '/api/v1/chat/settings', { directMessagesFrom: 'NOBODY' })).statusCode).toBe(400);
    expect((await api.inject(me, 'PUT', '/api/v1/chat/settings', { directMessagesFrom: 'EVERYONE' })).json()).toEqual({ directMessagesFrom: 'EVERYONE' });
    expect((await api.inject(me, 'GET', '/api/v1/chat/settings')).json()).toEqual({ directMessagesFrom: 'EVERYONE' });
  });

  it("turns an erased account's messages into tombstones without author or text", async () => {
    const leaving = await signedInUser(t, 'leaving');
    const spectatorRoom = (await api.open(leaving, 'spectator', w.tournament.id)).id;
    const msg = await spaced(leaving, spectatorRoom, 'my last words');
    await eraseAccount(t, leaving);
    const page = await api.list(w.P1, spectatorRoom, `?afterSeq=${msg.seq - 1}&limit=1`);
    expect(page.items[0]).toMatchObject({ id: msg.id, author: null, text: '', deleted: true });
    const [row] = await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.id, msg.id));
    expect(row!.text).toBe('');
  });
});
