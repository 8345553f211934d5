import type { TournamentFormat } from '@clutch/contract/tournaments';
import { computeStandings } from '../../domain/standings.ts';
import type { Prng } from '../../lib/prng.ts';

/**
 * Match structures for the demo tournaments: round robin leagues, seeded knockout brackets with winners
 * advancing, and groups followed by playoffs. A match is played (FINISHED, scored) once its time is two hours
 * past, live (IN_PROGRESS, no score yet) while it is under way, else SCHEDULED; a side not decided yet is null.
 */

export type ScoreKind = 'goals' | 'rounds' | 'series';
type Stage = 'LEAGUE' | 'GROUP' | 'KNOCKOUT';
type Outcome = 'WIN' | 'LOSS' | 'DRAW' | 'PENDING';

export interface Entrant {
  registrationId: string;
  name: string;
  /** Hidden strength: the stronger side wins more often, so tables look believable. */
  strength: number;
}

export interface PlannedSlot {
  registrationId: string | null;
  score: number | null;
  result: Outcome;
}

export interface PlannedMatch {
  stage: Stage;
  group: string | null;
  round: number;
  number: number;
  status: 'SCHEDULED' | 'IN_PROGRESS' | 'FINISHED';
  scheduledAt: Date;
  bestOf: number;
  details: string;
  slots: [PlannedSlot, PlannedSlot];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Matches of one day start this far apart. */
export const MATCH_SPACING_MS = 75 * 60_000;
const MATCH_LENGTH_MS = 2 * HOUR;
const GROUP_SIZE = 4;

/** Pairings per round (circle method); with an odd count one entrant rests each round. */
export function roundRobin<T>(items: readonly T[]): [T, T][][] {
  const list: (T | null)[] = items.length % 2 ? [...items, null] : [...items];
  const n = list.length;
  const rounds: [T, T][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [T, T][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i];
      const b = list[n - 1 - i];
      if (a != null && b != null) pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop()!);
  }
  return rounds;
}

/** Seed order of a bracket of `size` (a power of two): 1 meets `size`, and the top seeds meet last. */
export function bracketSeedOrder(size: number) {
  let order = [1];
  while (order.length < size) {
    const m = order.length * 2;
    order = order.flatMap((s) => [s, m + 1 - s]);
  }
  return order;
}

const knockoutRounds = (size: number) => Math.round(Math.log2(size));
const groupCount = (n: number) => Math.max(1, Math.floor(n / GROUP_SIZE));

/** How many match days the format takes for `n` entrants (one round a day). */
export function matchDays(format: TournamentFormat, n: number) {
  if (format === 'LEAGUE_TABLE') return n % 2 ? n : n - 1;
  if (format === 'KNOCKOUT') return knockoutRounds(n);
  const perGroup = Math.ceil(n / groupCount(n));
  return (perGroup % 2 ? perGroup : perGroup - 1) + knockoutRounds(groupCount(n) * 2);
}

export function knockoutRoundName(roundsLeft: number) {
  return ['Final', 'Semifinal', 'Quarterfinal', 'Round of 16', 'Round of 32'][roundsLeft] ?? `Round of ${2 ** (roundsLeft + 1)}`;
}

function playScore(kind: ScoreKind, bestOf: number, allowDraw: boolean, homeWinsChance: number, prng: Prng): [number, number] {
  const homeFirst = prng.next() < homeWinsChance;
  const ordered = ([winner, loser]: [number, number]): [number, number] => (homeFirst ? [winner, loser] : [loser, winner]);
  if (kind === 'rounds') return ordered([13, prng.int(2, 11)]);
  if (kind === 'series') {
    if (allowDraw && bestOf % 2 === 0 && prng.chance(0.3)) return [bestOf / 2, bestOf / 2];
    const need = Math.floor(bestOf / 2) + 1;
    return ordered([need, prng.int(0, bestOf % 2 === 0 ? need - 2 : need - 1)]);
  }
  if (allowDraw && prng.chance(0.25)) {
    const g = prng.int(0, 3);
    return [g, g];
  }
  const loser = prng.int(0, 3);
  return ordered([loser + prng.int(1, 3), loser]);
}

interface PlanInput {
  format: TournamentFormat;
  /** In seed order (best first). */
  entrants: Entrant[];
  kind: ScoreKind;
  start: Date;
  now: Date;
  /** A finished tournament: every match played, whatever the clock says. */
  finished: boolean;
  prng: Prng;
}

export function planMatches(input: PlanInput): PlannedMatch[] {
  const { format, entrants, kind, start, now, finished, prng } = input;
  const planned: PlannedMatch[] = [];
  const byId = new Map(entrants.map((e) => [e.registrationId, e]));

  const schedule = (day: number, index: number) => new Date(start.getTime() + day * DAY + index * MATCH_SPACING_MS);
  const statusAt = (at: Date, decided: boolean): PlannedMatch['status'] => {
    if (!decided) return 'SCHEDULED';
    if (finished || at.getTime() + MATCH_LENGTH_MS <= now.getTime()) return 'FINISHED';
    return at.getTime() <= now.getTime() ? 'IN_PROGRESS' : 'SCHEDULED';
  };

  const addMatch = (
    m: Omit<PlannedMatch, 'status' | 'slots'>,
    homeId: string | null,
    awayId: string | null,
    allowDraw: boolean,
  ): PlannedMatch => {
    const status = statusAt(m.scheduledAt, homeId !== null && awayId !== null);
    const slots: [PlannedSlot, PlannedSlot] = [
      { registrationId: homeId, score: null, result: 'PENDING' },
      { registrationId: awayId, score: null, result: 'PENDING' },
    ];
    if (status === 'FINISHED') {
      const h = byId.get(homeId!)!.strength;
      const a = byId.get(awayId!)!.strength;
      const [hs, as] = playScore(kind, m.bestOf, allowDraw, h / (h + a), prng);
      slots[0].score = hs;
      slots[1].score = as;
      slots[0].result = hs > as ? 'WIN' : hs < as ? 'LOSS' : 'DRAW';
      slots[1].result = hs < as ? 'WIN' : hs > as ? 'LOSS' : 'DRAW';
    }
    const match: PlannedMatch = { ...m, status, slots };
    planned.push(match);
    return match;
  };

  const leagueBestOf = kind === 'series' ? 2 : 1;

  const roundRobinStage = (stage: 'LEAGUE' | 'GROUP', group: string | null, members: Entrant[], firstDay: number) => {
    const played: PlannedMatch[] = [];
    roundRobin(members).forEach((pairs, r) => {
      pairs.forEach(([home, away], i) => {
        const groupOffset = group ? (group.charCodeAt(0) - 65) * pairs.length : 0;
        played.push(
          addMatch(
            {
              stage,
              group,
              round: r + 1,
              number: i + 1,
              scheduledAt: schedule(firstDay + r, groupOffset + i),
              bestOf: leagueBestOf,
              details: `${group ? `Group ${group} · ` : ''}Matchday ${r + 1}`,
            },
            home.registrationId,
            away.registrationId,
            true,
          ),
        );
      });
    });
    return played;
  };

  const knockoutStage = (firstRound: (string | null)[], firstDay: number) => {
    const rounds = knockoutRounds(firstRound.length);
    let sides = firstRound;
    for (let r = 0; r < rounds; r++) {
      const roundsLeft = rounds - r - 1;
      const bestOf = kind === 'goals' ? 1 : roundsLeft === 0 && kind === 'series' ? 5 : 3;
      const winners: (string | null)[] = [];
      for (let i = 0; i < sides.length / 2; i++) {
        const m = addMatch(
          {
            stage: 'KNOCKOUT',
            group: null,
            round: r + 1,
            number: i + 1,
            scheduledAt: schedule(firstDay + r, i),
            bestOf,
            details: `${knockoutRoundName(roundsLeft)} · Best of ${bestOf}`,
          },
          sides[2 * i] ?? null,
          sides[2 * i + 1] ?? null,
          false,
        );
        winners.push(m.status === 'FINISHED' ? m.slots.find((s) => s.result === 'WIN')!.registrationId : null);
      }
      sides = winners;
    }
  };

  if (format === 'LEAGUE_TABLE') {
    roundRobinStage('LEAGUE', null, entrants, 0);
  } else if (format === 'KNOCKOUT') {
    knockoutStage(
      bracketSeedOrder(entrants.length).map((seed) => entrants[seed - 1]!.registrationId),
      0,
    );
  } else {
    const groups = groupCount(entrants.length);
    const labels = Array.from({ length: groups }, (_, g) => String.fromCharCode(65 + g));
    // Snake seeding spreads the strongest over the groups.
    const members = labels.map((_, g) => entrants.filter((_, i) => (Math.floor(i / groups) % 2 ? groups - 1 - (i % groups) : i % groups) === g));
    const groupDays = matchDays('LEAGUE_TABLE', members[0]!.length);
    const groupMatches = labels.map((label, g) => roundRobinStage('GROUP', label, members[g]!, 0));
    const decided = groupMatches.flat().every((m) => m.status === 'FINISHED');
    const standings = labels.map((label, g) =>
      computeStandings(
        members[g]!.map((e) => ({ id: e.registrationId, name: e.name, photoUrl: null, group: label })),
        groupMatches[g]!.map((m) => ({
          group: label,
          homeId: m.slots[0].registrationId!,
          awayId: m.slots[1].registrationId!,
          homeScore: m.slots[0].score ?? 0,
          awayScore: m.slots[1].score ?? 0,
        })),
      ),
    );
    // Winners meet runners-up of the neighbouring group: A1–B2, B1–A2, C1–D2, D1–C2…
    const firstRound: (string | null)[] = [];
    for (let g = 0; g < groups; g++) {
      const other = g % 2 === 0 ? g + 1 : g - 1;
      firstRound.push(decided ? standings[g]![0]!.teamRegistrationId : null, decided ? (standings[other] ?? standings[g]!)[1]!.teamRegistrationId : null);
    }
    knockoutStage(firstRound, groupDays);
  }
  return planned;
}
