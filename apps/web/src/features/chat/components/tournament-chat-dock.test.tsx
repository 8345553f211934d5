import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatId, makeRoom, me, messagePage, roomId, tournamentId } from '@/test/chat-fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { stubApi } from '@/test/stub-api.ts';
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

  it('shows a visitor nothing before it starts', () => {
    show('OPEN_FOR_REGISTRATION', false);
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chat' })).not.toBeInTheDocument();
  });
});
