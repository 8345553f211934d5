import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeConversation, me } from '@/test/chat-fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { landingRoute } from '@/test/render.tsx';
import { renderWithSession } from '@/test/shell-render.tsx';
import { json, stubApi } from '@/test/stub-api.ts';
import { MessagesNavButton } from '../components/messages-nav-button.tsx';
import MessagesPage from './messages-page.tsx';

let socket: FakeSocket;
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));
beforeEach(() => {
  socket = new FakeSocket();
});
afterEach(() => vi.restoreAllMocks());

const routes = [
  {
    path: '/app/messages',
    element: (
      <>
        <MessagesNavButton />
        <MessagesPage />
      </>
    ),
  },
  landingRoute('/app/messages/:userId'),
];

describe('/app/messages', () => {
  it('lists the conversations with the other person, the last message, its time and the unread badge', async () => {
    const conversations = [makeConversation(1, { unreadCount: 3 }), makeConversation(2, { lastMessage: null }), makeConversation(3, { unreadCount: 120 })];
    stubApi({ 'GET /chat/conversations': { body: conversations }, 'GET /chat/unread-count': { body: { count: 123 } } });
    const { user, router } = renderWithSession('/app/messages', me, { routes });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'player1, 3 unread' })).toHaveAttribute('href', `/app/messages/${conversations[0]!.peer.id}`);
    expect(first).toHaveTextContent('Hello from player1');
    expect(first).toHaveTextContent('5 min');
    expect(second).toHaveTextContent('No messages yet');
    expect(within(second!).getByRole('link', { name: 'player2' })).toBeInTheDocument();
    expect(third).toHaveTextContent('99+');
    await user.click(within(first!).getByRole('link'));
    expect(router.state.location.pathname).toBe(`/app/messages/${conversations[0]!.peer.id}`);
  });

  it('says there are none yet', async () => {
    stubApi({ 'GET /chat/conversations': { body: [] }, 'GET /chat/unread-count': { body: { count: 0 } } });
    renderWithSession('/app/messages', me, { routes });
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/app/messages');
  });

  it('keeps the Messages badge and the inbox live from the socket', async () => {
    let conversations = [makeConversation(1)];
    const api = stubApi({ 'GET /chat/conversations': () => json(conversations), 'GET /chat/unread-count': { body: { count: 0 } } });
    renderWithSession('/app/messages', me, { routes });
    await screen.findByRole('link', { name: 'player1' });
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    conversations = [makeConversation(1, { unreadCount: 1, lastMessage: { ...makeConversation(1).lastMessage!, text: 'new one' } })];
    socket.serverSends('chat:unread', { roomId: conversations[0]!.roomId, unreadCount: 1, directUnreadTotal: 150 });
    expect(await screen.findByRole('link', { name: 'Messages, 150 unread' })).toHaveTextContent('99+');
    expect(await screen.findByText('new one')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /chat/conversations')).toHaveLength(2));
  });
});
