import type { Match } from '@clutch/contract/competition';
import type { Executor } from '../../db/client.ts';
import { toMatchView } from './match-view.ts';
import { findMatchViewRows, findOpenReports, findSlots, type MatchRow, type ReportRow, type SlotRow } from './matches.repository.ts';

/** Rows as wire matches, with their sides and open reports (two queries for any number of rows). */
export async function matchViewsOf(db: Executor, rows: MatchRow[]): Promise<Match[]> {
  const ids = rows.map((r) => r.id);
  const slots = await findSlots(db, ids);
  const reports = await findOpenReports(db, ids);
  return rows.map((row) => toMatchView(row, slots, reports));
}

/** The wire matches with these ids, in structure order: the rows, sides and open reports read in one statement. */
export async function matchViewsByIds(db: Executor, ids: string[]): Promise<Match[]> {
  const byMatch = new Map<string, { row: MatchRow; slots: SlotRow[]; reports: ReportRow[] }>();
  for (const { match, slot, report, reporter } of await findMatchViewRows(db, ids)) {
    let entry = byMatch.get(match.id);
    if (!entry) {
      entry = { row: match, slots: [], reports: report?.id && reporter ? [{ report, reporter }] : [] };
      byMatch.set(match.id, entry);
    }
    if (slot?.id) entry.slots.push(slot as SlotRow);
  }
  return [...byMatch.values()].map(({ row, slots, reports }) => toMatchView(row, slots, reports));
}
