import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../lib/prng.ts';
import { computeStandings, DEFAULT_POINTS, type StandingsEntrant, type StandingsMatch } from './standings.ts';

const entrant = (id: string, name = id, group: string | null = null): StandingsEntrant => ({ id, name, photoUrl: null, group });
const m = (homeId: string, homeScore: number, awayScore: number, awayId: string, group: string | null = null): StandingsMatch => ({
  homeId,
  awayId,
  homeScore,
  awayScore,
  group,
});
const table = (rows: ReturnType<typeof computeStandings>) =>
  rows.map((r) => [r.group, r.position, r.teamName, r.matchesPlayed, r.wins, r.draws, r.losses, r.goalsFor, r.goalsAgainst, r.goalDifference, r.totalPoints]);

describe('computeStandings', () => {
  it('matches a hand-computed league table (points, then goal difference, then goals for)', () => {
    const teams = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((n) => entrant(n));
    const matches = [
      m('Alpha', 2, 1, 'Bravo'),
      m('Charlie', 0, 0, 'Delta'),
      m('Alpha', 1, 1, 'Charlie'),
      m('Bravo', 3, 0, 'Delta'),
      m('Alpha', 0, 2, 'Delta'),
      m('Bravo', 1, 1, 'Charlie'),
    ];
    expect(table(computeStandings(teams, matches))).toEqual([
      [null, 1, 'Bravo', 3, 1, 1, 1, 5, 3, 2, 4],
      [null, 2, 'Alpha', 3, 1, 1, 1, 3, 4, -1, 4],
      [null, 3, 'Delta', 3, 1, 1, 1, 2, 3, -1, 4],
      [null, 4, 'Charlie', 3, 0, 3, 0, 2, 2, 0, 3],
    ]);
  });

  it('breaks a remaining tie on head-to-head points before the name', () => {
    const teams = [entrant('x', 'Aardvark'), entrant('y', 'Yak'), entrant('z', 'Zebra'), entrant('w', 'Walrus')];
    const matches = [m('z', 1, 0, 'x'), m('x', 1, 0, 'y'), m('y', 1, 0, 'z'), m('w', 1, 0, 'y'), m('x', 0, 0, 'w'), m('z', 0, 0, 'w')];
    const rows = computeStandings(teams, matches);
    expect(rows.map((r) => r.teamName)).toEqual(['Walrus', 'Zebra', 'Aardvark', 'Yak']);
    expect(rows.find((r) => r.teamName === 'Zebra')).toMatchObject({ totalPoints: 4, goalDifference: 0, goalsFor: 1 });
    expect(rows.find((r) => r.teamName === 'Aardvark')).toMatchObject({ totalPoints: 4, goalDifference: 0, goalsFor: 1 });
  });

  it('falls back to the name (any case) when even head-to-head is level, and lists teams that have not played', () => {
    const rows = computeStandings([entrant('1', 'charlie'), entrant('2', 'Bravo'), entrant('3', 'alpha')], []);
    expect(rows.map((r) => [r.position, r.teamName, r.matchesPlayed, r.totalPoints])).toEqual([
      [1, 'alpha', 0, 0],
      [2, 'Bravo', 0, 0],
      [3, 'charlie', 0, 0],
    ]);
  });

  it('takes the points per result as parameters', () => {
    const rows = computeStandings([entrant('a'), entrant('b'), entrant('c')], [m('a', 2, 0, 'b'), m('b', 1, 1, 'c'), m('c', 0, 1, 'a')], {
      win: 2,
      draw: 1,
      loss: -1,
    });
    expect(rows.map((r) => [r.teamName, r.totalPoints])).toEqual([
      ['a', 4],
      ['c', 0],
      ['b', 0],
    ]);
  });

  it('ranks each group on its own, positions from 1, groups in label order', () => {
    const teams = [entrant('b1', 'B one', 'B'), entrant('a1', 'A one', 'A'), entrant('a2', 'A two', 'A'), entrant('b2', 'B two', 'B')];
    const rows = computeStandings(teams, [m('a1', 0, 3, 'a2', 'A'), m('b1', 2, 1, 'b2', 'B')]);
    expect(rows.map((r) => [r.group, r.position, r.teamName, r.totalPoints])).toEqual([
      ['A', 1, 'A two', 3],
      ['A', 2, 'A one', 0],
      ['B', 1, 'B one', 3],
      ['B', 2, 'B two', 0],
    ]);
  });

  it('ignores matches with unknown teams or a team against itself', () => {
    const rows = computeStandings([entrant('a'), entrant('b')], [m('a', 1, 0, 'ghost'), m('a', 2, 2, 'a'), m('a', 1, 0, 'b')]);
    expect(rows.map((r) => [r.teamName, r.matchesPlayed, r.totalPoints])).toEqual([
      ['a', 1, 3],
      ['b', 1, 0],
    ]);
  });
});

describe('computeStandings properties', () => {
  const league = fc
    .record({ groups: fc.constantFrom<(string | null)[]>([null], ['A', 'B'], ['A', 'B', 'C']), sizes: fc.array(fc.integer({ min: 2, max: 6 }), { minLength: 3, maxLength: 3 }) })
    .chain(({ groups, sizes }) => {
      const entrants = groups.flatMap((g, gi) => Array.from({ length: sizes[gi]! }, (_, i) => entrant(`${g ?? 'L'}${i}`, `Team ${g ?? 'L'}${i}`, g)));
      const pairs = groups.flatMap((g) => {
        const ids = entrants.filter((e) => e.group === g).map((e) => e.id);
        return ids.flatMap((home) => ids.filter((away) => home < away).map((away) => ({ home, away, group: g })));
      });
      const matches = fc.subarray(pairs).chain((chosen) =>
        fc.tuple(...chosen.map((p) => fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })).map(([h, a]) => m(p.home, h, a, p.away, p.group)))),
      );
      return fc.tuple(fc.constant(entrants), matches);
    });

  it('keeps the books balanced, points consistent with results, and every group ranked 1..n in tiebreak order', () => {
    fc.assert(
      fc.property(league, ([entrants, matches]) => {
        const rows = computeStandings(entrants, matches);
        expect(rows).toHaveLength(entrants.length);
        const sum = (k: 'wins' | 'losses' | 'draws' | 'goalsFor' | 'goalsAgainst' | 'matchesPlayed') => rows.reduce((s, r) => s + r[k], 0);
        expect(sum('wins')).toBe(sum('losses'));
        expect(sum('draws') % 2).toBe(0);
        expect(sum('goalsFor')).toBe(sum('goalsAgainst'));
        expect(sum('matchesPlayed')).toBe(2 * matches.length);
        for (const r of rows) {
          expect(r.totalPoints).toBe(r.wins * DEFAULT_POINTS.win + r.draws * DEFAULT_POINTS.draw);
          expect(r.matchesPlayed).toBe(r.wins + r.draws + r.losses);
          expect(r.goalDifference).toBe(r.goalsFor - r.goalsAgainst);
        }
        for (const label of new Set(rows.map((r) => r.group))) {
          const groupRows = rows.filter((r) => r.group === label);
          expect(groupRows.map((r) => r.position)).toEqual(groupRows.map((_, i) => i + 1));
          for (let i = 1; i < groupRows.length; i++) {
            const key = (r: (typeof groupRows)[number]) => [r.totalPoints, r.goalDifference, r.goalsFor];
            const [ka, kb] = [key(groupRows[i - 1]!), key(groupRows[i]!)];
            const firstDiff = ka.findIndex((v, j) => v !== kb[j]);
            if (firstDiff >= 0) expect(ka[firstDiff]!).toBeGreaterThan(kb[firstDiff]!);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of entrants or matches', () => {
    fc.assert(
      fc.property(league, fc.integer(), ([entrants, matches], seed) => {
        const prng = createPrng(seed);
        expect(computeStandings(prng.shuffle(entrants), prng.shuffle(matches))).toEqual(computeStandings(entrants, matches));
      }),
      { numRuns: 200 },
    );
  });
});
