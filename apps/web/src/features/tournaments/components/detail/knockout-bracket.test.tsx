import type { Match } from '@clutch/contract/competition';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMatch } from '@/test/discovery-fixtures.ts';
import { english } from '@/test/english.ts';
import { buildBracket } from '../../lib/bracket.ts';
import { KnockoutBracket } from './knockout-bracket.tsx';

const draw = (matches: Match[]) => render(<KnockoutBracket sections={buildBracket(matches, english)} />);
const ko = { stage: 'KNOCKOUT' as const, bracket: 'WINNERS' as const };

describe('KnockoutBracket', () => {
  it('draws a single elimination with byes, a forfeit, a live match and the third-place match, each match labelled', () => {
    const forfeited = makeMatch(4, [{ team: 'Seed 3', result: 'WIN' }, { team: 'Seed 6', result: 'LOSS' }], { ...ko, round: 1, number: 4, status: 'FINISHED' });
    forfeited.results[1]!.forfeit = true;
    draw([
      makeMatch(1, [{ team: 'Seed 1', result: 'WIN' }, { team: null }], { ...ko, round: 1, number: 1, bye: true, status: 'FINISHED' }),
      makeMatch(2, [{ team: 'Seed 4', score: 2, result: 'WIN' }, { team: 'Seed 5', score: 1, result: 'LOSS' }], { ...ko, round: 1, number: 2, status: 'FINISHED' }),
      makeMatch(3, [{ team: 'Seed 2', result: 'WIN' }, { team: null }], { ...ko, round: 1, number: 3, bye: true, status: 'FINISHED' }),
      forfeited,
      makeMatch(5, [{ team: 'Seed 1' }, { team: 'Seed 4' }], { ...ko, round: 2, number: 1, status: 'IN_PROGRESS' }),
      makeMatch(6, [{ team: 'Seed 2' }, { team: 'Seed 3' }], { ...ko, round: 2, number: 2, starteDate: '2099-01-01T18:00:00.000Z' }),
      makeMatch(7, [{ team: null }, { team: null }], { ...ko, round: 3, number: 1 }),
      makeMatch(8, [{ team: null }, { team: null }], { stage: 'KNOCKOUT', bracket: 'THIRD_PLACE', round: 1, number: 1 }),
    ]);
    const bracket = screen.getByRole('region', { name: 'Knockout bracket' });
    expect(within(bracket).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Quarterfinals', 'Semifinals', 'Final', 'Third place']);
    expect(within(bracket).getByRole('group', { name: 'Rounds' })).toHaveAttribute('tabindex', '0');

    const bye = within(bracket).getByRole('group', { name: 'Quarterfinals, match 1' });
    expect(bye).toHaveAttribute('data-bye', 'true');
    expect(within(bye).getByText('BYE').closest('[data-kind]')).toHaveAttribute('data-kind', 'bye');
    expect(within(bye).getByText('Seed 1').closest('[data-winner]')).toBeInTheDocument();

    const ff = within(bracket).getByRole('group', { name: 'Quarterfinals, match 4' });
    expect(within(ff).getByTitle('Forfeit')).toHaveTextContent('FF');
    expect(within(ff).getByText('(winner)').closest('[data-winner]')).toHaveTextContent('Seed 3');

    const live = within(bracket).getByRole('group', { name: 'Semifinals, match 1' });
    expect(live).toHaveAttribute('data-live', 'true');
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(bracket).getByRole('group', { name: 'Semifinals, match 2' })).not.toHaveAttribute('data-live');

    const third = within(bracket).getByRole('group', { name: 'Third place, match 1' });
    expect(within(third).getAllByText('TBD')).toHaveLength(2);
  });

  it('lays a double elimination out as winners bracket, losers bracket and grand final with its reset', () => {
    const l = { stage: 'KNOCKOUT' as const, bracket: 'LOSERS' as const };
    const gf = { stage: 'KNOCKOUT' as const, bracket: 'GRAND_FINAL' as const };
    draw([
      makeMatch(1, [{ team: 'A', score: 2, result: 'WIN' }, { team: 'D', score: 0, result: 'LOSS' }], { ...ko, round: 1, number: 1, status: 'FINISHED' }),
      makeMatch(2, [{ team: 'B', score: 2, result: 'WIN' }, { team: 'C', score: 1, result: 'LOSS' }], { ...ko, round: 1, number: 2, status: 'FINISHED' }),
      makeMatch(3, [{ team: 'A', score: 2, result: 'WIN' }, { team: 'B', score: 1, result: 'LOSS' }], { ...ko, round: 2, number: 1, status: 'FINISHED' }),
      makeMatch(4, [{ team: 'D', score: 0, result: 'LOSS' }, { team: 'C', score: 2, result: 'WIN' }], { ...l, round: 1, number: 1, status: 'FINISHED' }),
      makeMatch(5, [{ team: 'B', score: 2, result: 'WIN' }, { team: 'C', score: 0, result: 'LOSS' }], { ...l, round: 2, number: 1, status: 'FINISHED' }),
      makeMatch(6, [{ team: 'A', score: 1, result: 'LOSS' }, { team: 'B', score: 2, result: 'WIN' }], { ...gf, round: 1, number: 1, status: 'FINISHED' }),
      makeMatch(7, [{ team: 'A' }, { team: 'B' }], { ...gf, round: 2, number: 1, status: 'IN_PROGRESS' }),
    ]);
    const sections = screen.getAllByRole('region').filter((r) => r.tagName === 'SECTION');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Winners bracket', 'Losers bracket', 'Grand final']);
    const [winners, losers, grandFinal] = sections;
    expect(within(winners!).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Semifinals', 'Winners final']);
    expect(within(losers!).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Losers round 1', 'Losers round 2']);
    expect(within(grandFinal!).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Grand final', 'Grand final reset']);
    expect(within(winners!).getByRole('group', { name: 'Winners bracket, Semifinals, match 2' })).toHaveTextContent(/^B \(winner\)2C1$/);
    const final = within(grandFinal!).getByRole('group', { name: 'Grand final, match 1' });
    expect(within(final).getByText('B').closest('[data-winner]')).toBeInTheDocument();
    expect(within(grandFinal!).getByRole('group', { name: 'Grand final reset, match 1' })).toHaveAttribute('data-live', 'true');
  });
});
