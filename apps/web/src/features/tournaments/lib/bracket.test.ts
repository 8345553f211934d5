import { describe, expect, it } from 'vitest';
import { makeMatch } from '@/test/discovery-fixtures.ts';
import { buildBracket, roundName } from './bracket.ts';

describe('roundName', () => {
  it.each([
    [0, 'Final'],
    [1, 'Semifinals'],
    [2, 'Quarterfinals'],
    [3, 'Round of 16'],
    [4, 'Round of 32'],
    [5, 'Round of 64'],
  ])('names the round %i away from the final %s', (distance, name) => {
    expect(roundName(distance)).toBe(name);
  });
});

describe('buildBracket', () => {
  const ko = { stage: 'KNOCKOUT' as const };
  it('builds named rounds from the knockout matches only, in order, with winners, byes and TBD', () => {
    const rounds = buildBracket([
      makeMatch(1, [{ team: 'League only' }, { team: 'Other' }]),
      makeMatch(12, [{ team: 'Falcons', score: 2, result: 'WIN' }, { team: 'Wolves', score: 1, result: 'LOSS' }], { ...ko, round: 1, number: 2, status: 'FINISHED' }),
      makeMatch(11, [{ team: 'Titans', result: 'WIN' }, { team: null }], { ...ko, round: 1, number: 1, status: 'FINISHED' }),
      makeMatch(21, [{ team: 'Titans' }, { team: null }], { ...ko, round: 2, number: 1 }),
    ]);
    expect(rounds.map((r) => r.name)).toEqual(['Semifinals', 'Final']);
    const [semis, final] = rounds;
    expect(semis!.matches.map((m) => m.number)).toEqual([1, 2]);
    expect(semis!.matches[0]!.sides.map((s) => [s.name, s.kind, s.winner])).toEqual([
      ['Titans', 'team', true],
      ['BYE', 'bye', false],
    ]);
    expect(semis!.matches[1]!.sides.map((s) => [s.name, s.score, s.winner])).toEqual([
      ['Falcons', 2, true],
      ['Wolves', 1, false],
    ]);
    expect(final!.matches[0]!.sides.map((s) => [s.name, s.kind])).toEqual([
      ['Titans', 'team'],
      ['TBD', 'tbd'],
    ]);
  });

  it('is empty when no knockout match exists yet', () => {
    expect(buildBracket([makeMatch(1, [{ team: 'A' }, { team: 'B' }])])).toEqual([]);
  });

  it('names a 16-team bracket from its first round', () => {
    const matches = [1, 2, 3, 4].flatMap((round) =>
      Array.from({ length: 2 ** (4 - round) }, (_, i) => makeMatch(round * 10 + i, [], { ...ko, round, number: i + 1 })),
    );
    expect(buildBracket(matches).map((r) => [r.name, r.matches.length])).toEqual([
      ['Round of 16', 8],
      ['Quarterfinals', 4],
      ['Semifinals', 2],
      ['Final', 1],
    ]);
  });
});
