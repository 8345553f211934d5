import type { ChatJoinAck, ServerToClientEvents } from '@clutch/contract/realtime';
import { describe, expect, it } from 'vitest';
import { ROOMY_LIMITS, testClock } from './account-helpers.ts';
import { chatApi, chatWorld, makeFriends, tokenOf } from './chat-helpers.ts';
import { connectedSocket, listen, nextEvent, type ClientSocket } from './instance-helpers.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';
import { CHAT_JOINS_PER_WINDOW } from '../src/platform/realtime/socket-realtime.ts';

const clock = testClock();
const t = await createTestApp({ env: ROOMY_LIMITS, deps: { now: clock.now } });
const api = chatApi(t);
const url = await listen(t.app);
const w = await chatWorld(t);
const matchRoom = (await api.open(w.P1, 'match', w.match.id)).id;

const join = (socket: ClientSocket, roomId: string, afterSeq?: number): Promise<ChatJoinAck> =>
  socket.timeout(5000).emitWithAck('chat:join', afterSeq === undefined ? { roomId } : { roomId, afterSeq });

/** Every chat event a socket receives. */
function recorded(socket: ClientSocket) {
  const events: { event: keyof ServerToClientEvents; payload: unknown }[] = [];
  socket.onAny((event: keyof ServerToClientEvents, payload: unknown) => {
    if (event.startsWith('chat:')) events.push({ event, payload });
  });
  return events;
}

describe('chat over sockets', () => {
  it('delivers new and deleted messages to the room, and nothing to a refused outsider', async () => {
    const member = await connectedSocket(url, tokenOf(w.P2));
    const outsider = await connectedSocket(url, tokenOf(w.P3));
    const outsiderEvents = recorded(outsider);
    expect(await join(member, matchRoom)).toMatchObject({ ok: true, viewerCount: 1, missed: [], hasMore: false });
    expect(await join(outsider, matchRoom)).toEqual({ ok: false, code: 'FORBIDDEN' });

    const arrived = nextEvent(member, 'chat:message');
    clock.advance(10_000);
    const sent = await api.send(w.P1, matchRoom, '<b>ready?</b>');
    expect(await arrived).toEqual({ roomId: matchRoom, message: sent });
    expect(sent.text).toBe('<b>ready?</b>');

    const deleted = nextEvent(member, 'chat:deleted');
    expect((await api.removeRes(w.P1, matchRoom, sent.id)).statusCode).toBe(200);
    expect(await deleted).toMatchObject({ roomId: matchRoom, message: { id: sent.id, deleted: true, text: '' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outsiderEvents).toEqual([]);
  });

  it('hands a reconnecting socket what it missed after its last seq', async () => {
    const before = (await api.list(w.P2, matchRoom)).items.at(-1)?.seq ?? 0;
    clock.advance(10_000);
    const missed = [await api.send(w.P1, matchRoom, 'while you were away 1'), await api.send(w.O, matchRoom, 'while you were away 2')];
    const socket = await connectedSocket(url, tokenOf(w.P2));
    const ack = await join(socket, matchRoom, before);
    expect(ack).toEqual({ ok: true, viewerCount: expect.any(Number), missed, hasMore: false });
    expect(missed.map((m) => m.author?.role)).toEqual(['participant', 'organizer']);
  });

  it('counts distinct people with the room open, and tells the room when that changes', async () => {
    const room = (await api.open(w.P1, 'tournament', w.tournament.id)).id;
    const first = await connectedSocket(url, tokenOf(w.P1));
    expect(await join(first, room)).toMatchObject({ ok: true, viewerCount: 1 });
    const sameUser = await connectedSocket(url, tokenOf(w.P1));
    expect(await join(sameUser, room)).toMatchObject({ ok: true, viewerCount: 1 });
    // The first arrival's own announcement (one viewer) may still be on its way: wait for the one that counts two.
    const presence = nextEvent(first, 'chat:presence', 5000, (p) => p.viewerCount === 2);
    const other = await connectedSocket(url, tokenOf(w.P2));
    expect(await join(other, room)).toMatchObject({ ok: true, viewerCount: 2 });
    expect(await presence).toEqual({ roomId: room, viewerCount: 2 });
    expect((await api.open(w.P3, 'tournament', w.tournament.id)).viewerCount).toBe(2);
    const afterLeave = nextEvent(first, 'chat:presence', 5000, (p) => p.viewerCount === 1);
    other.disconnect();
    expect(await afterLeave).toEqual({ roomId: room, viewerCount: 1 });
  });

  it('tells a room its count once for a crowd arriving together, not once per arrival', async () => {
    const room = (await api.open(w.P1, 'spectator', w.tournament.id)).id;
    const watcher = await connectedSocket(url, tokenOf(w.P1));
    await join(watcher, room);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const events = recorded(watcher);
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, i) => quickUser(t, `crowd${i}`)));
    const sockets = await Promise.all(crowd.map((who) => connectedSocket(url, tokenOf(who))));
    const acks = await Promise.all(sockets.map((socket) => join(socket, room)));
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2300));
    const counts = events.filter((e) => e.event === 'chat:presence').map((e) => (e.payload as { viewerCount: number }).viewerCount);
    // The first arrival at once, the other eleven together at the end of the interval: two messages, not twelve.
    expect(counts.length).toBeLessThanOrEqual(2);
    expect(counts.at(-1)).toBe(13);
    for (const socket of sockets) socket.disconnect();
  });

  it('relays typing to the others only from someone who may post, at most every 2 seconds', async () => {
    const listener = await connectedSocket(url, tokenOf(w.P2));
    await join(listener, matchRoom);
    const events = recorded(listener);
    const typist = await connectedSocket(url, tokenOf(w.P1));
    await join(typist, matchRoom);
    const typing = nextEvent(listener, 'chat:typing');
    typist.emit('chat:typing', { roomId: matchRoom });
    typist.emit('chat:typing', { roomId: matchRoom });
    expect(await typing).toEqual({ roomId: matchRoom, userId: w.P1.user.id, nickName: w.P1.nickName });
    const outsider = await connectedSocket(url, tokenOf(w.P3));
    outsider.emit('chat:typing', { roomId: matchRoom });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.filter((e) => e.event === 'chat:typing')).toHaveLength(1);
  });

  it('delivers direct messages to both people’s own sockets, and the unread total to the recipient', async () => {
    const [a, b] = [await quickUser(t, 'livea'), await quickUser(t, 'liveb')];
    await makeFriends(t, a.user.id, b.user.id);
    const room = (await api.open(a, 'direct', b.user.id)).id;
    const bSocket = await connectedSocket(url, tokenOf(b));
    const aSocket = await connectedSocket(url, tokenOf(a));
    expect(await join(bSocket, room)).toMatchObject({ ok: true });
    const toB = nextEvent(bSocket, 'chat:message');
    const toA = nextEvent(aSocket, 'chat:message');
    const unread = nextEvent(bSocket, 'chat:unread');
    clock.advance(10_000);
    const sent = await api.send(a, room, 'psst');
    expect(await toB).toEqual({ roomId: room, message: sent });
    expect(await toA).toEqual({ roomId: room, message: sent });
    expect(await unread).toEqual({ roomId: room, unreadCount: 1, directUnreadTotal: 1 });
    const stranger = await connectedSocket(url, tokenOf(w.P3));
    expect(await join(stranger, room)).toEqual({ ok: false, code: 'FORBIDDEN' });
  });

  it('tells the room when a moderator mutes someone or changes slow mode', async () => {
    const member = await connectedSocket(url, tokenOf(w.P2));
    await join(member, matchRoom);
    const muted = nextEvent(member, 'chat:room-updated');
    expect((await api.muteRes(w.O, matchRoom, w.P2.user.id, 1)).statusCode).toBe(200);
    expect(await muted).toEqual({ roomId: matchRoom });
    expect(await api.open(w.P2, 'match', w.match.id)).toMatchObject({ canPost: false, readOnlyReason: 'MUTED' });
    const slowed = nextEvent(member, 'chat:room-updated');
    expect((await api.inject(w.O, 'PUT', `/api/v1/chat/rooms/${matchRoom}/slow-mode`, { seconds: 5 })).statusCode).toBe(200);
    expect(await slowed).toEqual({ roomId: matchRoom });
    await api.inject(w.O, 'DELETE', `/api/v1/chat/rooms/${matchRoom}/mutes/${w.P2.user.id}`);
    await api.inject(w.O, 'PUT', `/api/v1/chat/rooms/${matchRoom}/slow-mode`, { seconds: 0 });
  });

  it('refuses a visitor’s socket', async () => {
    const visitor = await connectedSocket(url);
    expect(await join(visitor, matchRoom)).toEqual({ ok: false, code: 'UNAUTHORIZED' });
  });

  it('lets a visitor’s socket follow the spectators’ live chat (messages, deletions, presence) and nothing else', async () => {
    const room = (await api.open(w.P1, 'spectator', w.tournament.id)).id;
    const tournamentRoom = (await api.open(w.P1, 'tournament', w.tournament.id)).id;
    const watcher = await connectedSocket(url, tokenOf(w.P2));
    await join(watcher, room);
    const before = (await join(watcher, room)) as { viewerCount: number };

    const visitor = await connectedSocket(url);
    const events = recorded(visitor);
    const counted = nextEvent(watcher, 'chat:presence', 5000, (p) => p.viewerCount === before.viewerCount + 1);
    expect(await join(visitor, room)).toMatchObject({ ok: true, viewerCount: before.viewerCount + 1, missed: [], hasMore: false });
    expect(await counted).toEqual({ roomId: room, viewerCount: before.viewerCount + 1 });
    // A second visitor is someone else: each visitor's socket counts once.
    const another = await connectedSocket(url);
    expect(await join(another, room)).toMatchObject({ ok: true, viewerCount: before.viewerCount + 2 });
    another.disconnect();

    const arrived = nextEvent(visitor, 'chat:message');
    clock.advance(10_000);
    const sent = await api.send(w.P1, room, 'hello, watchers');
    expect(await arrived).toEqual({ roomId: room, message: sent });
    const deleted = nextEvent(visitor, 'chat:deleted');
    expect((await api.removeRes(w.P1, room, sent.id)).statusCode).toBe(200);
    expect(await deleted).toMatchObject({ roomId: room, message: { id: sent.id, deleted: true } });

    // Catching up after a reconnect works for a visitor too.
    clock.advance(10_000);
    const missed = await api.send(w.P1, room, 'while the visitor was away');
    const again = await connectedSocket(url);
    expect(await join(again, room, sent.seq)).toMatchObject({ ok: true, missed: [missed], hasMore: false });
    again.disconnect();

    // Other rooms stay closed, and a visitor's typing reaches nobody.
    expect(await join(visitor, tournamentRoom)).toEqual({ ok: false, code: 'UNAUTHORIZED' });
    expect(await join(visitor, '00000000-0000-4000-8000-000000000000')).toEqual({ ok: false, code: 'UNAUTHORIZED' });
    expect(await join(visitor, 'not-a-room')).toEqual({ ok: false, code: 'UNAUTHORIZED' });
    const watcherEvents = recorded(watcher);
    visitor.emit('chat:typing', { roomId: room });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watcherEvents.filter((e) => e.event === 'chat:typing')).toEqual([]);
    expect(events.filter((e) => e.event === 'chat:unread' || e.event === 'chat:typing')).toEqual([]);

    const left = nextEvent(watcher, 'chat:presence', 5000, (p) => p.viewerCount === before.viewerCount);
    visitor.disconnect();
    expect(await left).toEqual({ roomId: room, viewerCount: before.viewerCount });
    watcher.disconnect();
  });

  it('refuses a visitor’s socket a draft’s live chat, as the draft itself', async () => {
    const draft = await chatWorld(t, 'DRAFT');
    const room = (await api.open(draft.O, 'spectator', draft.tournament.id)).id;
    const visitor = await connectedSocket(url);
    expect(await join(visitor, room)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  it('lets the next join into a draft’s live chat once it is published, though the refusal was remembered', async () => {
    const draft = await chatWorld(t, 'DRAFT');
    const room = (await api.open(draft.O, 'spectator', draft.tournament.id)).id;
    const [visitor, player] = [await connectedSocket(url), await connectedSocket(url, tokenOf(draft.P3))];
    expect(await join(visitor, room)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await join(player, room)).toEqual({ ok: false, code: 'NOT_FOUND' });
    const published = await t.app.inject({ method: 'POST', url: `/api/v1/tournaments/${draft.tournament.id}/publish`, headers: draft.O.auth });
    expect(published.statusCode, published.body).toBe(200);
    expect(await join(visitor, room)).toMatchObject({ ok: true });
    expect(await join(player, room)).toMatchObject({ ok: true });
    visitor.disconnect();
    player.disconnect();
  });

  it('refuses a socket that keeps asking to join, whoever it is', async () => {
    const room = (await api.open(w.P1, 'spectator', w.tournament.id)).id;
    const visitor = await connectedSocket(url);
    const acks = [];
    for (let i = 0; i < CHAT_JOINS_PER_WINDOW + 5; i++) acks.push(await join(visitor, room));
    expect(acks.slice(0, CHAT_JOINS_PER_WINDOW).every((ack) => ack.ok)).toBe(true);
    expect(acks.slice(CHAT_JOINS_PER_WINDOW)).toEqual(Array.from({ length: 5 }, () => ({ ok: false, code: 'FORBIDDEN' })));
    // Another socket is not held back by it.
    const other = await connectedSocket(url);
    expect(await join(other, room)).toMatchObject({ ok: true });
    visitor.disconnect();
    other.disconnect();
  });
});
