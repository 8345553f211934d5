import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTournament } from '@/test/discovery-fixtures.ts';
import { makeUser } from '@/test/fixtures.ts';
import { makeTicketDetail, makeTicketMatch, ticketIds } from '@/test/payments-fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { TicketMatchesTab } from './ticket-matches-tab.tsx';

afterEach(() => vi.restoreAllMocks());

function show(userId: string, status: 'IN_PROGRESS' | 'OPEN_FOR_REGISTRATION', ticket = makeTicketDetail({ matches: [makeTicketMatch()] })) {
  const match = ticket.matches[0]!;
  const api = stubApi({
    [`GET /tournaments/${ticketIds.tournament}`]: { body: makeTournament({ id: ticketIds.tournament, status }) },
    [`POST /matches/${match.id}/reports`]: { body: {} },
  });
  const view = renderWithSession('/', makeUser({ id: userId }), { routes: [{ path: '/', element: <TicketMatchesTab ticket={ticket} /> }] });
  return { api, match, ...view };
}

describe('TicketMatchesTab: reporting results', () => {
  it("lets the team's captain report a result while the tournament is in progress", async () => {
    const { user, api, match } = show(ticketIds.captain, 'IN_PROGRESS');
    await user.click(await screen.findByRole('button', { name: 'Report result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report result' });
    await user.click(within(dialog).getByRole('radio', { name: 'The other team forfeited / did not show' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(api.requestsTo(`POST /matches/${match.id}/reports`)).toHaveLength(1));
    // Night Owls are at home (slot 1): the other side, slot 2, forfeited.
    expect(api.requestsTo(`POST /matches/${match.id}/reports`)[0]!.body).toEqual({ forfeit: 2 });
  });

  it('offers members and a tournament not yet started nothing to report', async () => {
    const member = show(ticketIds.member, 'IN_PROGRESS');
    await vi.waitFor(() => expect(member.api.requestsTo(`GET /tournaments/${ticketIds.tournament}`)).toHaveLength(1));
    await screen.findByText('Red Foxes');
    expect(screen.queryByRole('button', { name: 'Report result' })).not.toBeInTheDocument();
    member.unmount();
    vi.restoreAllMocks();
    const { api } = show(ticketIds.captain, 'OPEN_FOR_REGISTRATION');
    await vi.waitFor(() => expect(api.requestsTo(`GET /tournaments/${ticketIds.tournament}`)).toHaveLength(1));
    await screen.findByText('Red Foxes');
    expect(screen.queryByRole('button', { name: 'Report result' })).not.toBeInTheDocument();
  });

  it('shows the pending report to the team', async () => {
    const match = makeTicketMatch();
    const ticket = makeTicketDetail({
      matches: [
        {
          ...match,
          pendingReport: {
            id: ticketIds.invited,
            matchId: match.id,
            status: 'PENDING',
            homeScore: 1,
            awayScore: 2,
            forfeit: null,
            reportedBySlot: 2,
            reportedBy: { id: ticketIds.rival, nickName: 'fox' },
            disputeReason: null,
            placements: null,
            createdAt: '2026-03-12T20:00:00.000Z',
            autoAcceptAt: '2026-03-12T20:30:00.000Z',
          },
        },
      ],
    });
    show(ticketIds.captain, 'IN_PROGRESS', ticket);
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispute' })).toBeInTheDocument();
    expect(screen.getByText('Night Owls 1 - 2 Red Foxes')).toBeInTheDocument();
  });
});
