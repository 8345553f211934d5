import type { Match } from '@clutch/contract/competition';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureId, makeMatch, makeTournament } from '@/test/discovery-fixtures.ts';
import { english } from '@/test/english.ts';
import { renderRoute } from '@/test/render.tsx';
import { mockViewport } from '@/test/shell-render.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { groupMatches, MatchesTab } from './matches-tab.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const id = fixtureId(200);
const ko = { stage: 'KNOCKOUT' as const, bracket: 'WINNERS' as const };

function show(matches: Match[], captainTeamId: string | null = null, status: 'IN_PROGRESS' | 'FINISHED' = 'IN_PROGRESS') {
  stubApi({ [`GET /matches/tournament/${id}`]: { body: matches } });
  const t = makeTournament({ status, timeZone: 'America/New_York' });
  return renderRoute('/', { routes: [{ path: '/', element: <MatchesTab tournament={t} captainTeamId={captainTeamId} /> }] });
}

describe('groupMatches', () => {
  it('orders league rounds, then group rounds, then the knockout in bracket order', () => {
    const groups = groupMatches([
      makeMatch(9, [], { ...ko, round: 2, number: 1 }),
      makeMatch(8, [], { ...ko, round: 1, number: 1 }),
      makeMatch(10, [], { ...ko, round: 1, number: 2 }),
      makeMatch(5, [], { stage: 'GROUP', group: 'B', round: 1 }),
      makeMatch(4, [], { stage: 'GROUP', group: 'A', round: 2 }),
      makeMatch(3, [], { stage: 'GROUP', group: 'A', round: 1 }),
      makeMatch(2, [], { stage: 'LEAGUE', round: 2 }),
      makeMatch(1, [], { stage: 'LEAGUE', round: 1 }),
    ], english);
    expect(groups.map((g) => [g.title, g.matches.map((m) => m.number)])).toEqual([
      ['Round 1', [1]],
      ['Round 2', [2]],
      ['Group A · Round 1', [3]],
      ['Group B · Round 1', [5]],
      ['Group A · Round 2', [4]],
      ['Semifinals', [1, 2]],
      ['Final', [1]],
    ]);
  });
});

describe('MatchesTab', () => {
  it('shows each round under its name, forfeits as FF, byes greyed, times in the named zone', async () => {
    mockViewport(1280);
    const forfeit = makeMatch(2, [{ team: 'Titans', result: 'WIN' }, { team: 'Sharks', result: 'LOSS' }], { ...ko, round: 1, number: 2, status: 'FINISHED' });
    forfeit.results[1]!.forfeit = true;
    show([
      makeMatch(1, [{ team: 'Falcons', result: 'WIN' }, { team: null }], { ...ko, round: 1, number: 1, bye: true, status: 'FINISHED' }),
      forfeit,
      makeMatch(3, [{ team: 'Falcons' }, { team: 'Titans' }], { ...ko, round: 2, number: 1, starteDate: '2026-02-20T23:30:00.000Z' }),
    ]);
    const semis = await screen.findByRole('region', { name: 'Semifinals' });
    const [, byeRow, ffRow] = within(semis).getAllByRole('row');
    expect(byeRow).toHaveTextContent('BYE');
    expect(byeRow).toHaveTextContent('Bye');
    expect(byeRow).toHaveClass('bg-muted/40');
    expect(byeRow).toHaveTextContent('No match to play');
    expect(within(ffRow!).getByTitle('Forfeit')).toHaveTextContent('FF');
    expect(within(ffRow!).getByText('Forfeit', { selector: 'td' })).toBeInTheDocument();
    const final = screen.getByRole('region', { name: 'Final' });
    expect(within(final).getByText('vs')).toBeInTheDocument();
    expect(within(final).getByText(/Feb 20, 2026, 6:30 PM EST/)).toBeInTheDocument();
    // Past its start in a running tournament, with both sides known: being played.
    expect(within(final).getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByText('Times in America/New_York')).toBeInTheDocument();
  });

  it('offers Report result to the captain of a side only', async () => {
    const match = makeMatch(1, [{ team: 'Falcons' }, { team: 'Wolves' }]);
    const { unmount } = show([match], fixtureId(10005));
    expect(await screen.findByRole('button', { name: 'Report result' })).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    show([match], null);
    await screen.findByText('Falcons');
    expect(screen.queryByRole('button', { name: 'Report result' })).not.toBeInTheDocument();
  });
});
