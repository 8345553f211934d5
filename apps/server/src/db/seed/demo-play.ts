import type { matches } from '../schema/index.ts';
import { applyResult, createCompetition, listMatches, placements } from '../../domain/competition/engine.ts';
import type { Placement } from '../../domain/competition/placements.ts';
import type { EngineMatch, EngineSettings, EngineState } from '../../domain/competition/types.ts';
import type { Prng } from '../../lib/prng.ts';
import {
  matchStatusOf,
  newMatchRows,
  newRoomCode,
  newStageRows,
  scheduleWaves,
  type TournamentLogistics,
} from '../../modules/competition/lifecycle.service.ts';

/**
 * Plays a demo tournament through the competition engine (ADR 005) as it would have gone on the platform: started
 * with its entrants, matches scheduled as the start and the knockout after the groups schedule them, and the
 * organizer entering each result as the match ends; the stronger side wins more often, so tables look believable.
 * No I/O: the caller writes the state and the rows.
 */

export type ScoreKind = 'goals' | 'rounds' | 'series';

type MatchRow = typeof matches.$inferInsert;

const HOUR = 3_600_000;
/** A result goes in this long after the match's start. */
const MATCH_LENGTH_MS = 2 * HOUR;
/** A live tournament's current round went live this long before the seeding. */
const LIVE_FOR_MS = 30 * 60_000;

/**
 * Best of, by how a game keeps score: league and group matches, other knockout matches, and the final (the grand
 * final in double elimination). Only values an organizer can set (1, 3, 5, 7).
 */
const BEST_OF: Record<ScoreKind, { table: number; knockout: number; final: number }> = {
  goals: { table: 1, knockout: 1, final: 1 },
  rounds: { table: 1, knockout: 3, final: 3 },
  series: { table: 3, knockout: 3, final: 5 },
};

/** The tournament's default best-of: that of the matches its start builds. */
export function defaultBestOf(kind: ScoreKind, format: EngineSettings['format']) {
  return format === 'KNOCKOUT' ? BEST_OF[kind].knockout : BEST_OF[kind].table;
}

/** A knockout's final (or grand final) is played longer, as an organizer sets it once the bracket is out. */
function bestOfFor(kind: ScoreKind, m: EngineMatch, stage: EngineMatch[]) {
  if (m.stage !== 'KNOCKOUT') return BEST_OF[kind].table;
  const grandFinal = stage.some((x) => x.bracket === 'GRAND_FINAL');
  const lastWinnersRound = Math.max(...stage.filter((x) => x.bracket === 'WINNERS').map((x) => x.round));
  const final = grandFinal ? m.bracket === 'GRAND_FINAL' : m.bracket === 'WINNERS' && m.round === lastWinnersRound;
  return final ? BEST_OF[kind].final : BEST_OF[kind].knockout;
}

/**
 * Match days of the whole tournament for `entrantCount` entrants (a round a day): the waves of the structure a
 * start builds, plus the knockout rounds that follow a league_and_knockout's groups.
 */
export async function demoMatchDays(settings: EngineSettings, entrantCount: number) {
  const { matches: first } = await createCompetition(
    settings,
    Array.from({ length: entrantCount }, (_, i) => `entrant-${i}`),
  );
  const waves = Math.max(1, ...scheduleWaves(first).values());
  if (settings.format !== 'league_and_knockout') return waves;
  const qualifiers = new Set(first.map((m) => m.group)).size * settings.advancePerGroup;
  return waves + Math.ceil(Math.log2(Math.max(2, qualifiers)));
}

function playScore(kind: ScoreKind, bestOf: number, allowDraw: boolean, homeWinsChance: number, prng: Prng): [number, number] {
  const homeFirst = prng.next() < homeWinsChance;
  const ordered = ([winner, loser]: [number, number]): [number, number] => (homeFirst ? [winner, loser] : [loser, winner]);
  if (bestOf > 1) {
    const need = Math.floor(bestOf / 2) + 1;
    return ordered([need, prng.int(0, need - 1)]);
  }
  if (kind === 'rounds') return ordered([13, prng.int(2, 11)]);
  if (kind === 'series') return ordered([1, 0]);
  if (allowDraw && prng.chance(0.25)) {
    const g = prng.int(0, 3);
    return [g, g];
  }
  const loser = prng.int(0, 3);
  return ordered([loser + prng.int(1, 3), loser]);
}

export interface DemoPlayInput {
  settings: EngineSettings;
  /** Entrant ids (registration ids), seed 1 first. */
  seeds: string[];
  /** Hidden strength by entrant id. */
  strength: ReadonlyMap<string, number>;
  kind: ScoreKind;
  /** What the start schedules from; a live tournament's dates are moved afterwards (see `DemoPlay`). */
  tournament: TournamentLogistics;
  /**
   * null: a finished tournament, every match played. Otherwise the tournament is live at `live.now`: the
   * `live.wave`-th distinct match time (the middle one by default) went live half an hour before, so everything
   * that ended before is played and that round is under way.
   */
  live: { now: Date; wave?: number } | null;
  prng: Prng;
}

export interface DemoPlay {
  state: EngineState;
  /** The matches as the engine has them, `rows[i]` being `matches[i]`'s row (ids and room codes from `prng`). */
  matches: EngineMatch[];
  rows: MatchRow[];
  /** The tournament's dates, moved for a live one. */
  startAt: Date;
  endAt: Date;
  /** When the last result went in; null when none did. */
  lastResultAt: Date | null;
  /** A finished tournament's placements. */
  placements: Placement[] | null;
}

const timeOf = (row: MatchRow) => row.scheduledAt!.getTime();

/**
 * The whole tournament, played from its start: each READY match (earliest first) gets its result as it ends, and
 * a stage new to the structure is scheduled as the server schedules it. Returns every match's row by engine id
 * and every result's time with the state after it.
 */
async function playToTheEnd(input: DemoPlayInput) {
  const { settings, seeds, kind, prng, tournament: t } = input;
  const built = await createCompetition(settings, seeds);
  const current = new Map(built.matches.map((m) => [m.engineId, m]));
  const rows = new Map<number, MatchRow>();
  const keep = (stage: EngineMatch[], made: MatchRow[]) =>
    made.forEach((row, i) => {
      const bytes = Uint8Array.from({ length: 5 }, () => prng.int(0, 255));
      rows.set(stage[i]!.engineId, { ...row, id: prng.uuid(), roomCode: newRoomCode(bytes), bestOf: bestOfFor(kind, stage[i]!, stage) });
    });
  keep(built.matches, newMatchRows(t, built.matches, t.startAt, 1, t.startAt));

  const history: { at: number; state: EngineState }[] = [];
  let state = built.state;
  let clock = t.startAt.getTime();
  for (;;) {
    const next = [...current.values()]
      .filter((m) => m.status === 'READY')
      .sort((a, b) => timeOf(rows.get(a.engineId)!) - timeOf(rows.get(b.engineId)!) || a.engineId - b.engineId)[0];
    if (!next) break;
    const row = rows.get(next.engineId)!;
    clock = Math.max(clock, timeOf(row) + MATCH_LENGTH_MS);
    const [home, away] = next.sides.map((s) => input.strength.get(s.entrantId!)!);
    const [homeScore, awayScore] = playScore(kind, row.bestOf!, next.stage !== 'KNOCKOUT', home! / (home! + away!), prng);
    const change = await applyResult(state, next.engineId, { homeScore, awayScore });
    state = change.state;
    for (const id of change.removed) current.delete(id);
    const fresh = change.matches.filter((m) => !rows.has(m.engineId));
    for (const m of change.matches) current.set(m.engineId, m);
    if (fresh.length > 0) {
      const latest = Math.max(...[...current.keys()].filter((id) => rows.has(id)).map((id) => timeOf(rows.get(id)!)));
      keep(fresh, newStageRows(t, fresh, new Date(latest), new Date(clock)));
    }
    history.push({ at: clock, state });
  }
  return { initial: built.state, rows, history };
}

export async function playDemo(input: DemoPlayInput): Promise<DemoPlay> {
  const t = input.tournament;
  const { initial, rows, history } = await playToTheEnd(input);

  if (!input.live) {
    const state = history.at(-1)?.state ?? initial;
    const list = listMatches(state);
    return {
      state,
      matches: list,
      rows: list.map((m) => ({ ...rows.get(m.engineId)!, status: matchStatusOf(m) })),
      startAt: t.startAt,
      endAt: t.endAt,
      lastResultAt: history.length > 0 ? new Date(history.at(-1)!.at) : null,
      placements: placements(state),
    };
  }

  // Live: the whole timeline moves so that the chosen match time was half an hour ago; the results that went
  // in before now stand, the rest of the play is dropped.
  const now = input.live.now.getTime();
  const times = [...new Set([...rows.values()].map(timeOf))].sort((a, b) => a - b);
  const liveAt = times[(input.live.wave ?? Math.floor(times.length / 2) + 1) - 1] ?? times[0]!;
  const shift = now - LIVE_FOR_MS - liveAt;
  const last = history.filter((h) => h.at + shift <= now).at(-1);
  const state = last?.state ?? initial;
  const list = listMatches(state);
  return {
    state,
    matches: list,
    rows: list.map((m) => {
      const row = rows.get(m.engineId)!;
      const scheduledAt = new Date(timeOf(row) + shift);
      const live = m.status === 'READY' && scheduledAt.getTime() <= now;
      return { ...row, scheduledAt, status: live ? 'IN_PROGRESS' : matchStatusOf(m) };
    }),
    startAt: new Date(t.startAt.getTime() + shift),
    endAt: new Date(t.endAt.getTime() + shift),
    lastResultAt: last ? new Date(last.at + shift) : null,
    placements: null,
  };
}
