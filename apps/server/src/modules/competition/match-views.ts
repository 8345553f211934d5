import type { Match } from '@clutch/contract/competition';
import type { Executor } from '../../db/client.ts';
import { toMatchView } from './match-view.ts';
import { findMatchesByIds, findOpenReports, findSlots, type MatchRow } from './matches.repository.ts';

/** Rows as wire matches, with their sides and open reports (two queries for any number of rows). */
export async function matchViewsOf(db: Executor, rows: MatchRow[]): Promise<Match[]> {
  const ids = rows.map((r) => r.id);
  const slots = await findSlots(db, ids);
  const reports = await findOpenReports(db, ids);
  return rows.map((row) => toMatchView(row, slots, reports));
}

/** The wire matches with these ids, in structure order. */
export async function matchViewsByIds(db: Executor, ids: string[]): Promise<Match[]> {
  return matchViewsOf(db, await findMatchesByIds(db, ids));
}
