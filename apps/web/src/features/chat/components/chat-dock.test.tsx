import type { ChatMessage, ChatReadOnlyReason, ChatRoom } from '@clutch/contract/chat';
import type { ChatJoinAck } from '@clutch/contract/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMessage, makeRoom, me, messagePage, nova, roomId, tournamentId } from '@/test/chat-fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, stubApi, type Reply } from '@/test/stub-api.ts';
import { ChatDock } from './chat-dock.tsx';

let socket: FakeSocket;
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));

beforeEach(() => {
  socket = new FakeSocket();
  socket.connected = true;
});
afterEach(() => vi.restoreAllMocks());

const roomKey = `GET /chat/rooms/tournament/${tournamentId}`;
const messagesKey = `GET /chat/rooms/${roomId}/messages`;
const sendKey = `POST /chat/rooms/${roomId}/messages`;

function show({ room = makeRoom(), messages = [makeMessage(1, {}, 5), makeMessage(2)], more = {}, path = '/app/t' }: { room?: ChatRoom; messages?: ChatMessage[]; more?: Record<string, Reply>; path?: string } = {}) {
  const api = stubApi({
    [roomKey]: { body: room },
    [messagesKey]: { body: messagePage(messages) },
    [`POST /chat/rooms/${roomId}/read`]: (req) => json({ lastReadSeq: (req.body as { seq: number }).seq, unreadCount: 0 }),
    ...more,
  });
  const view = renderWithSession(path, me, { routes: [{ path: '/app/t', element: <ChatDock rooms={[{ kind: 'tournament', subjectId: tournamentId }]} /> }] });
  return { api, ...view };
}

/** The server answers the oldest `chat:join` waiting. */
function ackJoin(ack: ChatJoinAck) {
  const waiting = socket.acks.shift() as unknown as ((a: ChatJoinAck) => void) | undefined;
  expect(waiting, 'a chat:join waiting for its answer').toBeDefined();
  act(() => waiting!(ack));
}

const joins = () => socket.emitted.filter(([event]) => event === 'chat:join').map(([, payload]) => payload);
const items = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

async function openDock(user: ReturnType<typeof show>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open chat' }));
  await screen.findByRole('list', { name: 'Messages' });
}

describe('ChatDock', () => {
  it('closed, shows a round button with the unread count, 99+ above 99', async () => {
    show({ room: makeRoom({ unreadCount: 150 }) });
    const button = await screen.findByRole('button', { name: 'Open chat' });
    await waitFor(() => expect(button).toHaveTextContent('99+'));
    expect(button).toHaveAccessibleDescription('150 unread messages');
  });

  it('opens, minimises with Escape, opens again and closes', async () => {
    const { user } = show();
    await openDock(user);
    expect(screen.getByRole('heading', { name: 'Tournament chat' })).toBeInTheDocument();
    expect(screen.getByText('8 participants')).toBeInTheDocument();
    expect(items()).toHaveLength(2);
    expect(items()[0]).toHaveTextContent('nova');
    expect(items()[0]).toHaveTextContent('5 min');
    expect(items()[1]).toHaveTextContent('now');
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.click(await screen.findByRole('button', { name: 'Minimise chat' }));
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveTextContent('Tournament chat');
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByText('Tournament chat')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });

  it('while minimised, stays live and counts new messages from others on its badge, once each', async () => {
    const { user } = show();
    await openDock(user);
    ackJoin({ ok: true, viewerCount: 1, missed: [], hasMore: false });
    await user.click(screen.getByRole('button', { name: 'Minimise chat' }));
    const bar = screen.getByRole('button', { name: 'Open chat' });
    expect(bar).toHaveFocus();
    socket.serverSends('chat:message', { roomId, message: makeMessage(3) });
    socket.serverSends('chat:message', { roomId, message: makeMessage(3) });
    socket.serverSends('chat:message', { roomId, message: makeMessage(4, { author: { id: me.id, nickName: me.nickName, profilePicUrl: null, role: 'participant' } }) });
    await waitFor(() => expect(bar).toHaveAccessibleDescription('1 unread message'));
    expect(bar).toHaveTextContent(/^Tournament chat1$/);
    await user.click(bar);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('opens by itself from a notification link (?chat=open)', async () => {
    show({ path: '/app/t?chat=open' });
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeInTheDocument();
  });

  it('opens the room a message notification names (?chat=match:<id>) as a tab of its own, in front', async () => {
    const matchId = '00000000-0000-4000-8000-00000000a7c4';
    const matchRoom = makeRoom({ id: '00000000-0000-4000-8000-00000000a7c5', kind: 'match', subjectId: matchId, title: 'Nova vs Ana' });
    show({
      path: `/app/t?chat=match:${matchId}`,
      more: {
        [`GET /chat/rooms/match/${matchId}`]: { body: matchRoom },
        [`GET /chat/rooms/${matchRoom.id}/messages`]: { body: messagePage([makeMessage(1, { roomId: matchRoom.id, text: 'room code?' })]) },
        [`POST /chat/rooms/${matchRoom.id}/read`]: (req) => json({ lastReadSeq: (req.body as { seq: number }).seq, unreadCount: 0 }),
      },
    });
    expect(await screen.findByRole('tab', { name: 'Nova vs Ana', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('room code?')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tournament chat' })).toBeInTheDocument();
  });

  it('joins with the last seq held, and after a reconnect merges live and missed messages without duplicates', async () => {
    const { user } = show();
    await openDock(user);
    await waitFor(() => expect(joins()).toEqual([{ roomId, afterSeq: 2 }]));
    ackJoin({ ok: true, viewerCount: 4, missed: [makeMessage(3)], hasMore: false });
    await waitFor(() => expect(items()).toHaveLength(3));
    socket.serverSends('chat:message', { roomId, message: makeMessage(4) });
    socket.serverSends('chat:message', { roomId, message: makeMessage(4) });
    // A message of another room stays out.
    socket.serverSends('chat:message', { roomId: tournamentId, message: makeMessage(9) });
    await waitFor(() => expect(items()).toHaveLength(4));
    socket.serverSends('connect');
    expect(joins().at(-1)).toEqual({ roomId, afterSeq: 4 });
    ackJoin({ ok: true, viewerCount: 4, missed: [makeMessage(3), makeMessage(4), makeMessage(5)], hasMore: false });
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(items().map((li) => li.textContent?.match(/Message \d/)?.[0])).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
  });

  it('pages on after a reconnect while the server says more was missed', async () => {
    const { user, api } = show({
      more: {
        [messagesKey]: (req) =>
          json(req.query.get('afterSeq') === '3' ? messagePage([makeMessage(4), makeMessage(5)]) : messagePage([makeMessage(1), makeMessage(2)])),
      },
    });
    await openDock(user);
    ackJoin({ ok: true, viewerCount: 1, missed: [makeMessage(3)], hasMore: true });
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(api.requestsTo(messagesKey).map((r) => r.query.get('afterSeq'))).toEqual([null, '3']);
  });

  it('loads older messages before the oldest one shown', async () => {
    const { user, api } = show({
      more: {
        [messagesKey]: (req) =>
          json(req.query.get('beforeSeq') === '3' ? messagePage([makeMessage(1), makeMessage(2)]) : messagePage([makeMessage(3), makeMessage(4)], true)),
      },
    });
    await openDock(user);
    expect(items()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(items()[0]).toHaveTextContent('Message 1');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(api.requestsTo(messagesKey).map((r) => r.query.get('beforeSeq'))).toEqual([null, '3']);
  });

  it('removes a deleted message for everyone', async () => {
    const { user } = show();
    await openDock(user);
    socket.serverSends('chat:deleted', { roomId, message: makeMessage(1, { deleted: true, text: '' }) });
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Message 2');
  });

  it('leaves the room when it closes', async () => {
    const { user } = show();
    await openDock(user);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(socket.emitted.at(-1)).toEqual(['chat:leave', { roomId }]);
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('shows a sent message at once as pending, then the stored one, once', async () => {
    let release: (r: Response) => void = () => {};
    const { user, api } = show({ more: { [sendKey]: () => new Promise<Response>((resolve) => (release = resolve)) } });
    await openDock(user);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'ready?{Enter}');
    const pending = await screen.findByText('Sending…');
    expect(pending.closest('li')).toHaveTextContent('ready?');
    const { clientId, text } = api.requestsTo(sendKey)[0]!.body as { clientId: string; text: string };
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(text).toBe('ready?');
    const stored = makeMessage(3, { clientId, text: 'ready?', author: { id: me.id, nickName: me.nickName, profilePicUrl: null, role: 'participant' } });
    socket.serverSends('chat:message', { roomId, message: stored });
    await act(async () => release(json(stored, 201)));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(items()).toHaveLength(3);
    expect(screen.getAllByText('ready?')).toHaveLength(1);
  });

  it('retries a refused send with the same clientId', async () => {
    let fail = true;
    const { user, api } = show({
      more: {
        [sendKey]: (req) => {
          const { clientId, text } = req.body as { clientId: string; text: string };
          if (fail) return json(apiError(429, 'You are sending messages too fast. Wait a few seconds.').body, 429);
          return json(makeMessage(3, { clientId, text }), 201);
        },
      },
    });
    await openDock(user);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'gg{Enter}');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(await screen.findByText('You are sending messages too fast. Wait a few seconds.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    const [first, second] = api.requestsTo(sendKey).map((r) => (r.body as { clientId: string }).clientId);
    expect(second).toBe(first);
    expect(items()).toHaveLength(3);
  });

  it('moves the read marker to the last message shown', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const { user, api } = show({ room: makeRoom({ lastReadSeq: 1, unreadCount: 1 }) });
    await openDock(user);
    await waitFor(() => expect(api.requestsTo(`POST /chat/rooms/${roomId}/read`).map((r) => r.body)).toEqual([{ seq: 2 }]));
    socket.serverSends('chat:message', { roomId, message: makeMessage(3) });
    await waitFor(() => expect(api.requestsTo(`POST /chat/rooms/${roomId}/read`).map((r) => r.body)).toEqual([{ seq: 2 }, { seq: 3 }]));
  });

  it('reads out new messages from others, and says who is typing', async () => {
    const { user } = show();
    await openDock(user);
    socket.serverSends('chat:typing', { roomId, userId: nova.id, nickName: 'nova' });
    expect(await screen.findByText('nova is typing…')).toBeInTheDocument();
    socket.serverSends('chat:message', { roomId, message: makeMessage(3, { text: 'hello all' }) });
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('nova: hello all'));
    expect(screen.queryByText('nova is typing…')).not.toBeInTheDocument();
  });

  it('shows the live chat as a count of viewers, kept live', async () => {
    const { user } = show({ room: makeRoom({ kind: 'spectator', viewerCount: 132 }) });
    await openDock(user);
    expect(screen.getByText('132 watching')).toBeInTheDocument();
    socket.serverSends('chat:presence', { roomId, viewerCount: 140 });
    expect(await screen.findByText('140 watching')).toBeInTheDocument();
  });

  it.each<[ChatReadOnlyReason, string, string | null]>([
    ['NOT_A_PARTICIPANT', 'Only the participants and the organizer can write here.', null],
    ['NOT_LIVE', 'The live chat opens while the tournament is in progress.', null],
    ['NOT_VERIFIED', 'Verify your account to chat.', null],
    ['MUTED', 'You are muted until 2:05 PM.', '2026-03-12T14:05:00'],
    ['NOT_FRIENDS', 'This player only takes messages from friends.', null],
    ['BLOCKED', 'You cannot message this player.', null],
    ['NOT_SIGNED_IN', 'Sign in to chat.', null],
  ])('says why one cannot write (%s) instead of the composer', async (reason, text, mutedUntil) => {
    const { user } = show({ room: makeRoom({ canPost: false, readOnlyReason: reason, mutedUntil: mutedUntil && new Date(mutedUntil).toISOString() }) });
    await openDock(user);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('lets a moderator set slow mode, and shows it to those who write', async () => {
    const { user, api } = show({
      room: makeRoom({ canModerate: true, role: 'organizer' }),
      more: { [`PUT /chat/rooms/${roomId}/slow-mode`]: (req) => json({ roomId, slowModeSeconds: (req.body as { seconds: number }).seconds }) },
    });
    await openDock(user);
    expect(screen.getByRole('button', { name: '@everyone' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Slow mode: Off' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '30 s' }));
    await waitFor(() => expect(api.requestsTo(`PUT /chat/rooms/${roomId}/slow-mode`)[0]?.body).toEqual({ seconds: 30 }));
    expect(await screen.findByRole('button', { name: 'Slow mode: 30 s' })).toBeInTheDocument();
    expect(screen.getByText('Slow mode: one message every 30 s')).toBeInTheDocument();
  });

  it('gives moderators the per-message menu with delete and mute', async () => {
    const { user, api } = show({
      room: makeRoom({ canModerate: true, role: 'organizer' }),
      more: {
        [`DELETE /chat/rooms/${roomId}/messages/${makeMessage(1).id}`]: { body: makeMessage(1, { deleted: true, text: '' }) },
        [`PUT /chat/rooms/${roomId}/mutes/${makeMessage(1).author!.id}`]: (req) => json({ roomId, userId: makeMessage(1).author!.id, until: new Date().toISOString(), minutes: (req.body as { minutes: number }).minutes }),
      },
    });
    await openDock(user);
    const first = items()[0]!;
    await user.click(within(first).getByRole('button', { name: 'Actions for the message from nova' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mute for 1 h' }));
    await waitFor(() => expect(api.requestsTo(`PUT /chat/rooms/${roomId}/mutes/${makeMessage(1).author!.id}`)[0]?.body).toEqual({ minutes: 60 }));
    await user.click(within(items()[0]!).getByRole('button', { name: 'Actions for the message from nova' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('words a chat refusal in the user’s language from its code', async () => {
    const { user } = show({ more: { [`POST /chat/rooms/${roomId}/messages/${makeMessage(2).id}/reports`]: apiError(409, 'server words', 'CHAT_ALREADY_REPORTED') } });
    await openDock(user);
    await user.click(within(items()[1]!).getByRole('button', { name: 'Actions for the message from nova' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('You already reported this message.')).toBeInTheDocument();
    expect(screen.queryByText('server words')).not.toBeInTheDocument();
  });

  it("lets a participant report another's message with a reason, but not delete it", async () => {
    const { user, api } = show({ more: { [`POST /chat/rooms/${roomId}/messages/${makeMessage(2).id}/reports`]: { status: 201, body: { message: 'Reported.' } } } });
    await openDock(user);
    await user.click(within(items()[1]!).getByRole('button', { name: 'Actions for the message from nova' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Mute/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Insults');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(api.requestsTo(`POST /chat/rooms/${roomId}/messages/${makeMessage(2).id}/reports`)[0]?.body).toEqual({ reason: 'Insults' }));
    expect(await screen.findByText('Thanks, the message was reported')).toBeInTheDocument();
  });
});
