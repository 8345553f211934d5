/**
 * A tournament's standings as CSV (UTF-8, one header row): the league or group table where the format has one,
 * otherwise each entrant's wins, draws and losses from its finished matches; the final placement once the
 * tournament is finished, and rows in placement order then. Cells are written by csv-stringify with
 * `escape_formulas`: a team called "=HYPERLINK(…)" opens in a spreadsheet as text, not as a formula.
 */
import type { RankingRow } from '@clutch/contract/tournaments';
import { stringify } from 'csv-stringify/sync';
import type { ExportEntrant, ExportMatch } from './obf-export.ts';

export interface StandingsInput {
  ranking: RankingRow[];
  entrants: ExportEntrant[];
  matches: ExportMatch[];
  finished: boolean;
}

type Cell = string | number | null;

const TABLE_COLUMNS = ['rank', 'team', 'group', 'played', 'won', 'drawn', 'lost', 'goals_for', 'goals_against', 'goal_difference', 'points', 'placement'];
const RECORD_COLUMNS = ['rank', 'team', 'played', 'won', 'drawn', 'lost', 'placement'];

interface EntrantRecord {
  id: string;
  name: string;
  seed: number | null;
  placement: number | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
}

/** Wins, draws and losses per entrant from the finished matches that were played (byes are not). */
function recordsOf(entrants: ExportEntrant[], matches: ExportMatch[]): EntrantRecord[] {
  const records = new Map<string, EntrantRecord>(
    entrants.map((e) => [e.registrationId, { id: e.registrationId, name: e.name, seed: e.seed, placement: e.placement, played: 0, won: 0, drawn: 0, lost: 0 }]),
  );
  for (const m of matches) {
    if (m.status !== 'FINISHED' || m.bye) continue;
    for (const side of m.sides) {
      const record = side.registrationId ? records.get(side.registrationId) : undefined;
      if (!record || side.result === 'PENDING') continue;
      record.played++;
      if (side.result === 'WIN') record.won++;
      else if (side.result === 'DRAW') record.drawn++;
      else record.lost++;
    }
  }
  return [...records.values()];
}

const byPlacement = <T extends { placement: number | null }>(rows: T[]) =>
  rows.map((row, i) => ({ row, i })).sort((a, b) => (a.row.placement ?? Infinity) - (b.row.placement ?? Infinity) || a.i - b.i).map(({ row }) => row);

export function standingsCsv({ ranking, entrants, matches, finished }: StandingsInput): string {
  const placementOf = new Map(entrants.map((e) => [e.registrationId, e.placement]));
  let rows: Cell[][];
  let columns: string[];
  if (ranking.length > 0) {
    columns = TABLE_COLUMNS;
    const table = ranking.map((r) => ({ ...r, placement: finished ? (placementOf.get(r.teamRegistrationId) ?? null) : null }));
    const ordered = finished ? byPlacement(table) : table;
    rows = ordered.map((r) => [
      finished && r.placement !== null ? r.placement : r.position,
      r.teamName,
      r.group,
      r.matchesPlayed,
      r.wins,
      r.draws,
      r.losses,
      r.goalsFor,
      r.goalsAgainst,
      r.goalDifference,
      r.totalPoints,
      r.placement,
    ]);
  } else {
    columns = RECORD_COLUMNS;
    const records = recordsOf(entrants, matches).map((r) => ({ ...r, placement: finished ? r.placement : null }));
    // Before the end: most wins first, then fewest losses, then seed.
    const ordered = finished
      ? byPlacement(records)
      : [...records].sort((a, b) => b.won - a.won || a.lost - b.lost || (a.seed ?? Infinity) - (b.seed ?? Infinity));
    rows = ordered.map((r, i) => [finished && r.placement !== null ? r.placement : i + 1, r.name, r.played, r.won, r.drawn, r.lost, r.placement]);
  }
  return stringify(rows, { header: true, columns, escape_formulas: true, record_delimiter: '\r\n' });
}
