import type { Match } from '@clutch/contract/competition';
import { describe, expect, it } from 'vitest';
import { roundName } from '@/lib/round-name.ts';
import { makeMatch } from '@/test/discovery-fixtures.ts';
import { english } from '@/test/english.ts';
import { buildBracket, isLive, type BracketSection } from './bracket.ts';

describe('roundName', () => {
  it.each([
    [0, 'Final'],
    [1, 'Semifinals'],
    [2, 'Quarterfinals'],
    [3, 'Round of 16'],
    [4, 'Round of 32'],
    [5, 'Round of 64'],
  ])('names the round %i away from the final %s', (distance, name) => {
    expect(roundName(distance, english)).toBe(name);
  });
});

const names = (section: BracketSection) => section.rounds.map((r) => r.name);
const sidesOf = (section: BracketSection, round: number, match: number) =>
  section.rounds[round]!.matches[match]!.sides.map((s) => [s.name, s.kind, s.score, s.winner, s.forfeit]);

describe('buildBracket: single elimination', () => {
  const ko = { stage: 'KNOCKOUT' as const, bracket: 'WINNERS' as const };

  it('builds named rounds from the knockout matches only, in order, with winners, byes and TBD', () => {
    const [section, ...rest] = buildBracket([
      makeMatch(1, [{ team: 'League only' }, { team: 'Other' }]),
      makeMatch(12, [{ team: 'Falcons', score: 2, result: 'WIN' }, { team: 'Wolves', score: 1, result: 'LOSS' }], { ...ko, round: 1, number: 2, status: 'FINISHED' }),
      makeMatch(11, [{ team: 'Titans', result: 'WIN' }, { team: null }], { ...ko, round: 1, number: 1, status: 'FINISHED' }),
      makeMatch(21, [{ team: 'Titans' }, { team: null }], { ...ko, round: 2, number: 1 }),
    ], english);
    expect(rest).toEqual([]);
    expect(section!.title).toBeNull();
    expect(names(section!)).toEqual(['Semifinals', 'Final']);
    expect(section!.rounds[0]!.matches.map((m) => m.number)).toEqual([1, 2]);
    expect(sidesOf(section!, 0, 0)).toEqual([
      ['Titans', 'team', null, true, false],
      ['BYE', 'bye', null, false, false],
    ]);
    expect(sidesOf(section!, 0, 1)).toEqual([
      ['Falcons', 'team', 2, true, false],
      ['Wolves', 'team', 1, false, false],
    ]);
    expect(sidesOf(section!, 1, 0).map(([name, kind]) => [name, kind])).toEqual([
      ['Titans', 'team'],
      ['TBD', 'tbd'],
    ]);
  });

  it('draws six teams in a bracket of eight: byes greyed, a forfeit marked, the third-place match after the final', () => {
    const matches: Match[] = [
      makeMatch(1, [{ team: 'Seed 1', result: 'WIN' }, { team: null }], { ...ko, round: 1, number: 1, bye: true, status: 'FINISHED' }),
      makeMatch(2, [{ team: 'Seed 4', score: 2, result: 'WIN' }, { team: 'Seed 5', score: 1, result: 'LOSS' }], { ...ko, round: 1, number: 2, status: 'FINISHED' }),
      makeMatch(3, [{ team: 'Seed 2', result: 'WIN' }, { team: null }], { ...ko, round: 1, number: 3, bye: true, status: 'FINISHED' }),
      makeMatch(4, [{ team: 'Seed 3', result: 'WIN' }, { team: 'Seed 6', result: 'LOSS' }], { ...ko, round: 1, number: 4, status: 'FINISHED' }),
      makeMatch(5, [{ team: 'Seed 1' }, { team: 'Seed 4' }], { ...ko, round: 2, number: 1, status: 'IN_PROGRESS' }),
      makeMatch(6, [{ team: 'Seed 2' }, { team: 'Seed 3' }], { ...ko, round: 2, number: 2 }),
      makeMatch(7, [{ team: null }, { team: null }], { ...ko, round: 3, number: 1 }),
      makeMatch(8, [{ team: null }, { team: null }], { stage: 'KNOCKOUT', bracket: 'THIRD_PLACE', round: 1, number: 1 }),
    ];
    matches[3]!.results[1]!.forfeit = true;
    const [section] = buildBracket(matches, english);
    expect(names(section!)).toEqual(['Quarterfinals', 'Semifinals', 'Final', 'Third place']);
    const quarters = section!.rounds[0]!.matches;
    expect(quarters.map((m) => m.bye)).toEqual([true, false, true, false]);
    expect(sidesOf(section!, 0, 0)[1]).toEqual(['BYE', 'bye', null, false, false]);
    expect(sidesOf(section!, 0, 3)[1]).toEqual(['Seed 6', 'team', null, false, true]);
    expect(section!.rounds[1]!.matches[0]!.status).toBe('IN_PROGRESS');
    expect(sidesOf(section!, 2, 0).map(([name]) => name)).toEqual(['TBD', 'TBD']);
    // Lines run quarterfinals → semifinals → final; the third-place match stands apart.
    expect(section!.rounds.map((r) => [r.fed, r.feeds])).toEqual([
      [false, 'pairs'],
      [true, 'pairs'],
      [true, null],
      [false, null],
    ]);
  });

  it('is empty when no knockout match exists yet', () => {
    expect(buildBracket([makeMatch(1, [{ team: 'A' }, { team: 'B' }])], english)).toEqual([]);
  });

  it('names a 16-team bracket from its first round, demo matches without a bracket part included', () => {
    const matches = [1, 2, 3, 4].flatMap((round) =>
      Array.from({ length: 2 ** (4 - round) }, (_, i) => makeMatch(round * 10 + i, [], { stage: 'KNOCKOUT', round, number: i + 1 })),
    );
    expect(buildBracket(matches, english)[0]!.rounds.map((r) => [r.name, r.matches.length])).toEqual([
      ['Round of 16', 8],
      ['Quarterfinals', 4],
      ['Semifinals', 2],
      ['Final', 1],
    ]);
  });
});

describe('buildBracket: double elimination', () => {
  const w = { stage: 'KNOCKOUT' as const, bracket: 'WINNERS' as const };
  const l = { stage: 'KNOCKOUT' as const, bracket: 'LOSERS' as const };
  const gf = { stage: 'KNOCKOUT' as const, bracket: 'GRAND_FINAL' as const };
  const fourTeams = (final: Match, reset: Match): Match[] => [
    makeMatch(1, [{ team: 'A', score: 2, result: 'WIN' }, { team: 'D', score: 0, result: 'LOSS' }], { ...w, round: 1, number: 1, status: 'FINISHED' }),
    makeMatch(2, [{ team: 'B', score: 2, result: 'WIN' }, { team: 'C', score: 1, result: 'LOSS' }], { ...w, round: 1, number: 2, status: 'FINISHED' }),
    makeMatch(3, [{ team: 'A', score: 2, result: 'WIN' }, { team: 'B', score: 1, result: 'LOSS' }], { ...w, round: 2, number: 1, status: 'FINISHED' }),
    makeMatch(4, [{ team: 'D', score: 0, result: 'LOSS' }, { team: 'C', score: 2, result: 'WIN' }], { ...l, round: 1, number: 1, status: 'FINISHED' }),
    makeMatch(5, [{ team: 'B', score: 2, result: 'WIN' }, { team: 'C', score: 0, result: 'LOSS' }], { ...l, round: 2, number: 1, status: 'FINISHED' }),
    final,
    reset,
  ];

  it('lays out the winners bracket, the losers bracket and the grand final with its reset', () => {
    const sections = buildBracket(
      fourTeams(
        makeMatch(6, [{ team: 'A', score: 1, result: 'LOSS' }, { team: 'B', score: 2, result: 'WIN' }], { ...gf, round: 1, number: 1, status: 'FINISHED' }),
        makeMatch(7, [{ team: 'A' }, { team: 'B' }], { ...gf, round: 2, number: 1, status: 'IN_PROGRESS' }),
      ),
      english,
    );
    expect(sections.map((s) => [s.part, s.title])).toEqual([
      ['WINNERS', 'Winners bracket'],
      ['LOSERS', 'Losers bracket'],
      ['GRAND_FINAL', 'Grand final'],
    ]);
    const [winners, losers, grandFinal] = sections;
    expect(names(winners!)).toEqual(['Semifinals', 'Winners final']);
    expect(winners!.rounds.map((r) => r.label)).toEqual(['Winners bracket, Semifinals', 'Winners bracket, Winners final']);
    expect(names(losers!)).toEqual(['Losers round 1', 'Losers round 2']);
    expect(losers!.rounds.map((r) => r.feeds)).toEqual(['straight', null]);
    expect(names(grandFinal!)).toEqual(['Grand final', 'Grand final reset']);
    expect(sidesOf(grandFinal!, 0, 0).map(([name, , , winner]) => [name, winner])).toEqual([
      ['A', false],
      ['B', true],
    ]);
    expect(grandFinal!.rounds[1]!.matches[0]!.status).toBe('IN_PROGRESS');
  });

  it('leaves the reset out once the grand final ended without needing it', () => {
    const [, , grandFinal] = buildBracket(
      fourTeams(
        makeMatch(6, [{ team: 'A', score: 2, result: 'WIN' }, { team: 'B', score: 0, result: 'LOSS' }], { ...gf, round: 1, number: 1, status: 'FINISHED' }),
        makeMatch(7, [{ team: null }, { team: null }], { ...gf, round: 2, number: 1 }),
      ),
      english,
    );
    expect(names(grandFinal!)).toEqual(['Grand final']);
  });

  it('keeps the reset, undecided, while the grand final is still to play', () => {
    const [, , grandFinal] = buildBracket(
      fourTeams(
        makeMatch(6, [{ team: 'A' }, { team: 'B' }], { ...gf, round: 1, number: 1 }),
        makeMatch(7, [{ team: null }, { team: null }], { ...gf, round: 2, number: 1 }),
      ),
      english,
    );
    expect(names(grandFinal!)).toEqual(['Grand final', 'Grand final reset']);
    expect(sidesOf(grandFinal!, 1, 0).map(([name, kind]) => [name, kind])).toEqual([
      ['TBD', 'tbd'],
      ['TBD', 'tbd'],
    ]);
  });
});

describe('isLive', () => {
  const now = new Date('2026-02-15T18:30:00.000Z');
  const both = [{ team: 'A' }, { team: 'B' }];
  it.each<[string, Match, boolean]>([
    ['marked in progress', makeMatch(1, both, { status: 'IN_PROGRESS', starteDate: null }), true],
    ['scheduled, both sides known, past its start', makeMatch(1, both, { starteDate: '2026-02-15T18:00:00.000Z' }), true],
    ['not started yet', makeMatch(1, both, { starteDate: '2026-02-15T19:00:00.000Z' }), false],
    ['without a time', makeMatch(1, both, { starteDate: null }), false],
    ['a side still to come', makeMatch(1, [{ team: 'A' }, { team: null }], { starteDate: '2026-02-15T18:00:00.000Z' }), false],
    ['a bye', makeMatch(1, [{ team: 'A' }, { team: null }], { bye: true, starteDate: '2026-02-15T18:00:00.000Z' }), false],
    ['finished', makeMatch(1, both, { status: 'FINISHED', starteDate: '2026-02-15T18:00:00.000Z' }), false],
  ])('%s → %s', (_, match, live) => {
    expect(isLive(match, now)).toBe(live);
  });

  it('goes by the marked status alone while the tournament is not running', () => {
    expect(isLive(makeMatch(1, both, { starteDate: '2026-02-15T18:00:00.000Z' }), null)).toBe(false);
    expect(isLive(makeMatch(1, both, { status: 'IN_PROGRESS' }), null)).toBe(true);
  });

  it('marks the bracket from the time it is given', () => {
    const matches = [makeMatch(1, both, { stage: 'KNOCKOUT', bracket: 'WINNERS', starteDate: '2026-02-15T18:00:00.000Z' })];
    expect(buildBracket(matches, english, now)[0]!.rounds[0]!.matches[0]!.live).toBe(true);
    expect(buildBracket(matches, english, null)[0]!.rounds[0]!.matches[0]!.live).toBe(false);
  });
});
