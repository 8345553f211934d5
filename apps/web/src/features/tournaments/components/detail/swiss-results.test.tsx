import type { Match, SwissRounds } from '@clutch/contract/competition';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { fixtureId, makeMatch, makeRankingRow, makeTournament } from '@/test/discovery-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { ResultsTab } from './results-tab.tsx';

afterEach(() => vi.restoreAllMocks());

const id = fixtureId(200);
const r1a = makeMatch(1, [{ team: 'Falcons', score: 2, result: 'WIN' }, { team: 'Wolves', score: 1, result: 'LOSS' }], { stage: 'SWISS', round: 1, status: 'FINISHED' });
const r1b = makeMatch(2, [{ team: 'Titans', score: 1, result: 'DRAW' }, { team: 'Bears', score: 1, result: 'DRAW' }], { stage: 'SWISS', round: 1, status: 'FINISHED' });
const final = makeMatch(3, [{ team: 'Falcons' }, { team: 'Titans' }], { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 1 });

const entrant = (m: Match, slot: 0 | 1) => ({ teamRegistrationId: m.results[slot]!.teamRegistrationId!, teamName: m.results[slot]!.teamName });
const owls = { teamRegistrationId: fixtureId(1105), teamName: 'Owls' };

const rounds: SwissRounds = {
  totalRounds: 3,
  topCut: 2,
  tiebreakers: ['MEDIAN_BUCHHOLZ', 'HEAD_TO_HEAD', 'SONNEBORN_BERGER'],
  rounds: [
    {
      round: 1,
      scoreGroups: [{ points: 0, size: 5 }],
      bye: owls,
      byeReason: 'LOWEST_RANKED_WITHOUT_BYE',
      rematchesAvoided: 0,
      rematchesForced: 0,
      floaters: 0,
      inputDigest: 'a'.repeat(64),
      pairs: [r1a, r1b].map((m) => ({
        matchId: m.id,
        home: { ...entrant(m, 0), points: 0 },
        away: { ...entrant(m, 1), points: 0 },
        rematch: false,
        floater: false,
        idealOpponent: null,
        idealSkippedBecause: null,
      })),
    },
    {
      round: 2,
      scoreGroups: [{ points: 3, size: 2 }, { points: 1, size: 2 }, { points: 0, size: 1 }],
      bye: entrant(r1b, 1),
      byeReason: 'AVOIDS_REMATCH',
      rematchesAvoided: 1,
      rematchesForced: 0,
      floaters: 1,
      inputDigest: 'b'.repeat(64),
      pairs: [
        {
          matchId: null,
          home: { ...entrant(r1a, 0), points: 3 },
          away: { ...entrant(r1b, 0), points: 1 },
          rematch: false,
          floater: true,
          idealOpponent: owls,
          idealSkippedBecause: 'KEEPS_FIELD_PAIRABLE',
        },
      ],
    },
  ],
};

function show(topCutMatches: Match[] = []) {
  stubApi({
    [`GET /tournaments/${id}/swiss/rounds`]: { body: rounds },
    [`GET /tournaments/${id}/ranking`]: {
      body: [
        makeRankingRow(2, 'Titans', { teamRegistrationId: entrant(r1b, 0).teamRegistrationId, wins: 0, draws: 1, losses: 0, totalPoints: 1, medianBuchholz: 1.5, sonnebornBerger: 0.5 }),
        makeRankingRow(1, 'Falcons', { teamRegistrationId: entrant(r1a, 0).teamRegistrationId, wins: 1, draws: 0, losses: 0, totalPoints: 3, medianBuchholz: 0, sonnebornBerger: 0 }),
      ],
    },
    [`GET /matches/tournament/${id}`]: { body: [r1a, r1b, ...topCutMatches] },
  });
  const tournament = makeTournament({ tournamentFormat: 'SWISS', status: 'IN_PROGRESS' });
  tournament.competition = { ...tournament.competition, swissTiebreakers: rounds.tiebreakers, swissTopCut: 2 };
  return renderRoute('/', { routes: [{ path: '/', element: <ResultsTab tournament={tournament} /> }] });
}

describe('ResultsTab: Swiss', () => {
  it('shows the standings with the tiebreakers as columns in the organizer’s order, each with its full name', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Swiss standings' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Pos', 'Team', 'MP', 'W', 'D', 'L', 'Pts', 'MBu (Median-Buchholz)', 'SB (Sonneborn-Berger)',
    ]);
    expect(within(table).getByTitle('Median-Buchholz')).toHaveTextContent('MBu');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Falcons');
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '3', '0', '1', '0', '1', '1.5', '0.5']);
    expect(screen.getByText('Teams on the same points are ranked by, in order: Median-Buchholz, Head-to-head, Sonneborn-Berger.')).toBeInTheDocument();
  });

  it('lists every round newest first with its results and bye, and explains the pairing in plain words on demand', async () => {
    const { user } = show();
    const round1 = await screen.findByRole('region', { name: 'Round 1' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Round 2', 'Round 1']);
    expect(screen.getByText('Round 2 of 3')).toBeInTheDocument();
    const pairs = within(within(round1).getByRole('list', { name: 'Pairings of round 1' })).getAllByRole('listitem');
    expect(pairs.map((p) => p.textContent)).toEqual(['Falcons (winner)Score: 2 to 12–1Wolves', 'TitansScore: 1 to 11–1DrawBears']);
    // Screen readers hear the score in words, not the dash.
    expect(within(pairs[0]!).getByText('Score: 2 to 1')).toHaveClass('sr-only');
    expect(within(round1).getByText('2 of 2 played')).toBeInTheDocument();
    expect(within(round1).getByText('Owls has a bye this round (counts as a win).')).toBeInTheDocument();

    const why = within(round1).getByText('Owls gets the bye (a free win) as the lowest-ranked team that has not had one yet.');
    expect(why).not.toBeVisible();
    await user.click(within(round1).getByText('Why this pairing'));
    expect(why).toBeVisible();
    expect(within(round1).getByText(/^Going into this round: 5 teams on 0 points\./)).toBeVisible();
    expect(within(round1).getByText('Nobody meets a team they have already played.')).toBeVisible();
    expect(within(round1).getByText('Every pair is made within a score group.')).toBeVisible();

    const round2 = screen.getByRole('region', { name: 'Round 2' });
    expect(within(round2).getByRole('list', { name: 'Pairings of round 2' })).toHaveTextContent('FalconsvsTitans');
    expect(within(round2).getByText(/^Going into this round: 2 teams on 3 points, 2 teams on 1 point, 1 team on 0 points\./)).toBeInTheDocument();
    expect(within(round2).getByText('Bears gets the bye (a free win): giving it to a lower-ranked team would have forced a rematch.')).toBeInTheDocument();
    expect(within(round2).getByText('One rematch was avoided by pairing a team with another opponent than its ideal one.')).toBeInTheDocument();
    expect(within(round2).getByText('One pair mixes two score groups, as the groups could not all be paired within themselves.')).toBeInTheDocument();
    expect(within(round2).getByText(/Falcons would have met Owls, who was needed in another pair so that nobody has a rematch\. Falcons \(3 pts\) and Titans \(1 pts\) come from different score groups\./)).toBeInTheDocument();
    expect(within(round2).getByText('b'.repeat(64))).toBeInTheDocument();
    expect(screen.queryByText(/KEEPS_FIELD_PAIRABLE|AVOIDS_REMATCH|LOWEST_RANKED/)).toBeNull();
  });

  it('announces the top cut until its bracket is drawn, then draws it with the knockout bracket', async () => {
    show();
    expect(await screen.findByText('The top 2 teams play a knockout once the Swiss rounds are over.')).toBeInTheDocument();
    vi.restoreAllMocks();
    show([final]);
    const bracket = await screen.findByRole('region', { name: 'Knockout bracket' });
    expect(within(bracket).getByRole('group', { name: 'Final, match 3' })).toHaveTextContent('Falcons');
  });

  it('speaks Portuguese', async () => {
    await activateLocale('pt-BR');
    try {
      const { user } = show();
      const table = await screen.findByRole('table', { name: 'Classificação suíça' });
      expect(within(table).getAllByRole('columnheader').slice(-2).map((h) => h.textContent)).toEqual(['MBu (Buchholz mediano)', 'SB (Sonneborn-Berger)']);
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent('1,5');
      const round1 = screen.getByRole('region', { name: 'Rodada 1' });
      await user.click(within(round1).getByText('Por que este pareamento'));
      expect(within(round1).getByText('Owls folga (vitória sem jogar) por ser a equipe mais mal colocada que ainda não tinha folgado.')).toBeVisible();
      expect(within(round1).getByText(/^Antes desta rodada: 5 equipes com 0 pontos\./)).toBeVisible();
    } finally {
      await activateLocale('en');
    }
  });
});
