import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRoom, me, messagePage, nova, roomId } from '@/test/chat-fixtures.ts';
import { FakeSocket } from '@/test/fake-socket.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import ConversationPage from './conversation-page.tsx';

let socket: FakeSocket;
vi.mock('@/lib/socket.ts', () => ({ getSocket: () => socket }));
beforeEach(() => {
  socket = new FakeSocket();
});
afterEach(() => vi.restoreAllMocks());

const directRoom = (overrides = {}) => makeRoom({ kind: 'direct', subjectId: nova.id, tournamentId: null, title: 'nova', peer: nova, memberCount: 2, ...overrides });

function show(room: ReturnType<typeof makeRoom>) {
  stubApi({ [`GET /chat/rooms/direct/${nova.id}`]: { body: room }, [`GET /chat/rooms/${roomId}/messages`]: { body: messagePage([]) } });
  return renderWithSession(`/app/messages/${nova.id}`, me, { routes: [{ path: '/app/messages/:userId', element: <ConversationPage /> }] });
}

describe('/app/messages/:userId', () => {
  it('is a full-page chat with the other person', async () => {
    show(directRoom());
    expect(await screen.findByRole('heading', { name: 'Conversation with nova' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByText('No messages yet. Say hi!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/app/messages');
  });

  it('says why when the other person takes no messages from the viewer', async () => {
    show(directRoom({ canPost: false, readOnlyReason: 'NOT_FRIENDS' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This player only takes messages from friends.');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
