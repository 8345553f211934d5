import { asc, count, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tournaments } from '../../db/schema/index.ts';

export interface SitemapTournament {
  id: string;
  updatedAt: Date;
}

/** How many tournaments are public (`publicOnly`: the tournaments module's rule, never a DRAFT): the sitemap's size. */
export async function countPublicTournaments(db: Executor, publicOnly: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tournaments).where(publicOnly);
  return row?.n ?? 0;
}

/** Public tournaments in id order, a sitemap file's worth. */
export async function publicTournamentsPage(db: Executor, publicOnly: SQL, offset: number, limit: number): Promise<SitemapTournament[]> {
  return db
    .select({ id: tournaments.id, updatedAt: tournaments.updatedAt })
    .from(tournaments)
    .where(publicOnly)
    .orderBy(asc(tournaments.id))
    .offset(offset)
    .limit(limit);
}
