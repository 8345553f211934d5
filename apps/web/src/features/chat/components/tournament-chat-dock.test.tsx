import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { chatId, makeMessage, makeRoom, me, messagePage, roomId, tournamentId } from '@/test/chat-fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { sessionQueryKey } from '@/features/auth/api/session.ts';
import { TournamentChatDock } from './tournament-chat-dock.tsx';

let socket: FakeSocket;
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));
beforeEach(() => {
  socket = new FakeSocket();
});
afterEach(() => vi.restoreAllMocks());

const spectatorRoomId = chatId(2, 31);

function show(status: 'IN_PROGRESS' | 'OPEN_FOR_REGISTRATION', signedIn: boolean) {
  stubApi({
    [`GET /chat/rooms/tournament/${tournamentId}`]: { body: makeRoom({ unreadCount: 2 }) },
    [`GET /chat/rooms/spectator/${tournamentId}`]: { body: makeRoom({ id: spectatorRoomId, kind: 'spectator', viewerCount: 132, unreadCount: 1 }) },
    [`GET /chat/rooms/${roomId}/messages`]: { body: messagePage([]) },
    [`GET /chat/rooms/${spectatorRoomId}/messages`]: { body: messagePage([]) },
  });
  return renderWithSession('/app/t?chat=open', signedIn ? me : null, {
    routes: [{ path: '/app/t', element: <TournamentChatDock tournament={{ id: tournamentId, status }} /> }],
  });
}

describe('TournamentChatDock', () => {
  it('gives a signed-in user the tournament chat and, while in progress, the live chat', async () => {
    const { user } = show('IN_PROGRESS', true);
    const tabs = await screen.findByRole('tablist', { name: 'Chats' });
    await waitFor(() => expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tournament chat2', 'Live chat1']));
    expect(await screen.findByText('8 participants')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: /Live chat/ }));
    expect(await screen.findByText('132 watching')).toBeInTheDocument();
  });

  it('has only the tournament chat before the tournament starts', async () => {
    show('OPEN_FOR_REGISTRATION', true);
    expect(await screen.findByRole('heading', { name: 'Tournament chat' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows a visitor only the live chat, while in progress', async () => {
    show('IN_PROGRESS', false);
    expect(await screen.findByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('lets a visitor read the live chat live, offers a sign-in that comes back to it, and asks nothing a visitor is refused', async () => {
    const visitorRoom = makeRoom({ id: spectatorRoomId, kind: 'spectator', viewerCount: 132, canPost: false, readOnlyReason: 'NOT_SIGNED_IN', role: 'spectator', lastSeq: 2 });
    const api = stubApi({
      [`GET /chat/rooms/spectator/${tournamentId}`]: { body: visitorRoom },
      [`GET /chat/rooms/${spectatorRoomId}/messages`]: { body: messagePage([makeMessage(1, { roomId: spectatorRoomId }), makeMessage(2, { roomId: spectatorRoomId, text: 'what a clutch' })]) },
    });
    function LoginPage() {
      const from = (useLocation().state as { from?: string } | null)?.from;
      return <p data-testid="login">{from}</p>;
    }
    const { user } = renderWithSession(`/app/tournaments/${tournamentId}?tab=matches`, null, {
      routes: [
        { path: '/app/tournaments/:id', element: <TournamentChatDock tournament={{ id: tournamentId, status: 'IN_PROGRESS' }} /> },
        { path: '/app/auth/login', element: <LoginPage /> },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Open chat' }));
    expect(await screen.findByText('what a clutch')).toBeInTheDocument();
    expect(screen.getByText('132 watching')).toBeInTheDocument();
    socket.connected = true;
    socket.serverSends('connect');
    expect(socket.emitted.some(([event, payload]) => event === 'chat:join' && (payload as { roomId: string }).roomId === spectatorRoomId)).toBe(true);
    socket.serverSends('chat:message', { roomId: spectatorRoomId, message: makeMessage(3, { roomId: spectatorRoomId, text: 'gg wp' }) });
    expect(await screen.findByText('gg wp')).toBeInTheDocument();

    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to chat.');
    // Nothing of a signed-in reader's: no read marker, no typing, no message actions.
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(socket.emitted.filter(([event]) => event === 'chat:typing')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Actions for the message/ })).not.toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([`GET /chat/rooms/${spectatorRoomId}/messages`, `GET /chat/rooms/spectator/${tournamentId}`]);

    await user.click(within(screen.getByRole('status')).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByTestId('login')).toHaveTextContent(`/app/tournaments/${tournamentId}?tab=matches&chat=spectator%3A${tournamentId}`);
  });

  it('asks for the live chat again once the visitor has signed in, so the composer replaces Sign in', async () => {
    let signedIn = false;
    const spectator = (over: Parameters<typeof makeRoom>[0]) => makeRoom({ id: spectatorRoomId, kind: 'spectator', role: 'spectator', ...over });
    stubApi({
      [`GET /chat/rooms/spectator/${tournamentId}`]: () => json(signedIn ? spectator({}) : spectator({ canPost: false, readOnlyReason: 'NOT_SIGNED_IN' })),
      [`GET /chat/rooms/tournament/${tournamentId}`]: { body: makeRoom() },
      [`GET /chat/rooms/${roomId}/messages`]: { body: messagePage([]) },
      [`GET /chat/rooms/${spectatorRoomId}/messages`]: { body: messagePage([]) },
    });
    const { queryClient } = renderWithSession(`/app/t?chat=spectator:${tournamentId}`, null, {
      routes: [{ path: '/app/t', element: <TournamentChatDock tournament={{ id: tournamentId, status: 'IN_PROGRESS' }} /> }],
    });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    signedIn = true;
    act(() => queryClient.setQueryData(sessionQueryKey, me));
    const live = await screen.findByRole('tabpanel', { name: /Live chat/ });
    expect(await within(live).findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('offers a visitor who follows a link to a members-only room the way to sign in and come back to it, not an error', async () => {
    const api = stubApi({
      [`GET /chat/rooms/spectator/${tournamentId}`]: { body: makeRoom({ id: spectatorRoomId, kind: 'spectator', canPost: false, readOnlyReason: 'NOT_SIGNED_IN', role: 'spectator' }) },
      [`GET /chat/rooms/${spectatorRoomId}/messages`]: { body: messagePage([]) },
      [`GET /chat/rooms/tournament/${tournamentId}`]: { status: 401, body: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } },
    });
    function LoginPage() {
      const from = (useLocation().state as { from?: string } | null)?.from;
      return <p data-testid="login">{from}</p>;
    }
    const { user } = renderWithSession(`/app/tournaments/${tournamentId}?chat=tournament:${tournamentId}`, null, {
      routes: [
        { path: '/app/tournaments/:id', element: <TournamentChatDock tournament={{ id: tournamentId, status: 'IN_PROGRESS' }} /> },
        { path: '/app/auth/login', element: <LoginPage /> },
      ],
    });
    const tab = await screen.findByRole('tabpanel', { name: /Tournament chat/ });
    expect(await within(tab).findByRole('status')).toHaveTextContent('Sign in to read this chat.');
    expect(within(tab).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(tab).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // A visitor is known to be refused this room: it is not even asked for.
    expect(api.requests.filter((r) => r.path === `/chat/rooms/tournament/${tournamentId}`)).toEqual([]);
    await user.click(within(tab).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByTestId('login')).toHaveTextContent(`/app/tournaments/${tournamentId}?chat=tournament%3A${tournamentId}`);
  });

  it('offers the way to sign in again when the server no longer knows the session the browser believed in', async () => {
    stubApi({
      [`GET /chat/rooms/spectator/${tournamentId}`]: { body: makeRoom({ id: spectatorRoomId, kind: 'spectator', role: 'spectator' }) },
      [`GET /chat/rooms/${spectatorRoomId}/messages`]: { body: messagePage([]) },
      [`GET /chat/rooms/tournament/${tournamentId}`]: { status: 401, body: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } },
    });
    renderWithSession(`/app/t?chat=tournament:${tournamentId}`, me, {
      routes: [{ path: '/app/t', element: <TournamentChatDock tournament={{ id: tournamentId, status: 'IN_PROGRESS' }} /> }],
    });
    const tab = await screen.findByRole('tabpanel', { name: /Tournament chat/ });
    expect(await within(tab).findByRole('status')).toHaveTextContent('Sign in to read this chat.');
    expect(within(tab).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(tab).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a visitor nothing before it starts', () => {
    show('OPEN_FOR_REGISTRATION', false);
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chat' })).not.toBeInTheDocument();
  });
});
