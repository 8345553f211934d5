import type { Match } from '@clutch/contract/competition';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureId, makeMatch, makeTournament } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { MatchesPanel } from './matches-panel.tsx';

afterEach(() => vi.restoreAllMocks());

describe('MatchesPanel: a lobby game reported by a captain', () => {
  it('tells the organizer who reported the placements and that entering the result confirms them', async () => {
    const tournament = makeTournament({ id: fixtureId(200), status: 'IN_PROGRESS' });
    const game = makeMatch(1, [{ team: 'Owls' }, { team: 'Wolves' }, { team: 'Hawks' }], { stage: 'LOBBY', group: 'A', round: 1, tournamentId: tournament.id });
    const reported: Match = {
      ...game,
      pendingReport: {
        id: fixtureId(51),
        matchId: game.id,
        status: 'PENDING',
        homeScore: null,
        awayScore: null,
        forfeit: null,
        reportedBySlot: 2,
        reportedBy: { id: fixtureId(601), nickName: 'wolfcap' },
        disputeReason: null,
        placements: game.results.map((r) => ({ teamRegistrationId: r.teamRegistrationId!, place: r.slot, kills: 0 })),
        createdAt: '2026-02-15T19:00:00.000Z',
        autoAcceptAt: null,
      },
    };
    stubApi({ [`GET /matches/tournament/${tournament.id}`]: { body: [reported] } });
    renderRoute('/', { routes: [{ path: '/', element: <MatchesPanel tournament={tournament} /> }] });
    expect(await screen.findByText('wolfcap reported the placements: enter the result to confirm or change them.')).toBeInTheDocument();
    expect(screen.queryByText(/waiting for the other captain/)).not.toBeInTheDocument();
  });
});
