import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatId, makeMessage, me, roomId, tournamentId } from '@/test/chat-fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { ChatReportsSection } from './chat-reports-section.tsx';

afterEach(() => vi.restoreAllMocks());

const report = (n: number, tid: string) => ({
  id: chatId(n, 41),
  roomId,
  roomKind: 'tournament' as const,
  roomTitle: 'Spring Cup',
  tournamentId: tid,
  message: makeMessage(n, { text: `Bad words ${n}` }),
  reporter: { id: chatId(n, 42), nickName: `reporter${n}`, profilePicUrl: null },
  reason: 'Insults',
  createdAt: new Date().toISOString(),
});

describe('ChatReportsSection', () => {
  it("lists this tournament's open reports with Dismiss and Delete message", async () => {
    const api = stubApi({
      'GET /chat/reports': { body: [report(1, tournamentId), report(2, chatId(9, 32))] },
      [`POST /chat/reports/${chatId(1, 41)}/resolve`]: { body: { message: 'Report resolved.' } },
    });
    const { user } = renderWithSession('/app/organizer/x', me, { routes: [{ path: '/app/organizer/x', element: <ChatReportsSection tournamentId={tournamentId} /> }] });
    const item = (await screen.findByText('Bad words 1')).closest('li')!;
    expect(screen.queryByText('Bad words 2')).not.toBeInTheDocument();
    expect(item).toHaveTextContent('reported by reporter1');
    expect(item).toHaveTextContent('Insults');
    await user.click(within(item).getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(api.requestsTo(`POST /chat/reports/${chatId(1, 41)}/resolve`)[0]?.body).toEqual({ action: 'delete-message' }));
    expect(await screen.findByText('Report resolved.')).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    stubApi({ 'GET /chat/reports': { body: [] } });
    renderWithSession('/app/organizer/x', me, { routes: [{ path: '/app/organizer/x', element: <ChatReportsSection tournamentId={tournamentId} /> }] });
    expect(await screen.findByText('No open chat reports.')).toBeInTheDocument();
  });
});
