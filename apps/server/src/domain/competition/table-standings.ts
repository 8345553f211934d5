/**
 * League and group tables of an engine state, through the shared `computeStandings` (tiebreakers: points,
 * goal difference, goals for, head-to-head, then name). The engine has no names, so a row's `teamName` is the
 * entrant id: the order is final (it is the order qualifiers and placements use), so callers swap in display
 * names without re-sorting.
 *
 * A forfeit counts as a 1–0 win for the side that did not forfeit.
 */
import { computeStandings, type StandingsEntrant, type StandingsMatch, type StandingsRow } from '../standings.ts';
import type { EngineMatch, EngineSettings } from './types.ts';

function asStandingsMatch(m: EngineMatch): StandingsMatch {
  const [home, away] = m.sides;
  const forfeitScore = (s: typeof home) => (s.forfeit ? 0 : 1);
  const forfeited = home.forfeit || away.forfeit;
  return {
    group: m.group,
    homeId: home.entrantId!,
    awayId: away.entrantId!,
    homeScore: forfeited ? forfeitScore(home) : home.score!,
    awayScore: forfeited ? forfeitScore(away) : away.score!,
  };
}

export function tableStandings(settings: EngineSettings, seeds: string[], matches: EngineMatch[]): StandingsRow[] {
  if (settings.format === 'KNOCKOUT') return [];
  const tableMatches = matches.filter((m) => m.stage !== 'KNOCKOUT');
  const groupOf = new Map<string, string | null>();
  for (const m of tableMatches) for (const s of m.sides) if (s.entrantId !== null) groupOf.set(s.entrantId, m.group);
  const entrants: StandingsEntrant[] = seeds.map((id) => ({ id, name: id, photoUrl: null, group: groupOf.get(id) ?? null }));
  const played = tableMatches.filter((m) => m.status === 'FINISHED').map(asStandingsMatch);
  return computeStandings(entrants, played, settings.points);
}
