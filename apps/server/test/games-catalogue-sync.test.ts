import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/index.ts';
import { loadCatalogue } from '../src/platform/games-catalogue/catalogue.ts';
import { syncCatalogue } from '../src/platform/games-catalogue/sync-catalogue.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const db = t.app.ctx.db;
const catalogue = loadCatalogue();
const rows = () => db.select().from(games).orderBy(asc(games.slug));
const quiet = { info: () => {} };

describe('syncCatalogue', () => {
  it('inserts the catalogue into an empty database, then changes nothing on a second run', async () => {
    const first = await syncCatalogue(db, quiet);
    expect(first).toMatchObject({ inserted: catalogue.length, updated: 0, unchanged: 0 });
    const before = await rows();
    expect(before).toHaveLength(catalogue.length);

    const second = await syncCatalogue(db, quiet);
    expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: catalogue.length });
    expect(await rows()).toEqual(before);
  });

  it('updates changed fields, adds new games and never deletes', async () => {
    const [valorant] = await db.select().from(games).where(eq(games.slug, 'valorant'));
    const edited = catalogue.map((e) => (e.slug === 'valorant' ? { ...e, popularity: 'High' as const, description: 'Edited.'.padEnd(30, '.') } : e));
    const extra = { ...catalogue[0]!, slug: 'a-new-game', name: 'A New Game' };
    const withoutCs2 = [...edited.filter((e) => e.slug !== 'cs2'), extra];

    expect(await syncCatalogue(db, quiet, withoutCs2)).toMatchObject({ inserted: 1, updated: 1 });
    const [after] = await db.select().from(games).where(eq(games.slug, 'valorant'));
    expect(after).toMatchObject({ id: valorant!.id, popularity: 'High', description: 'Edited.'.padEnd(30, '.') });
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(valorant!.updatedAt.getTime());
    expect(await db.select().from(games).where(eq(games.slug, 'cs2'))).toHaveLength(1);

    expect(await syncCatalogue(db, quiet)).toMatchObject({ inserted: 0, updated: 1 });
    expect((await db.select().from(games).where(eq(games.slug, 'valorant')))[0]).toMatchObject({ popularity: 'Very High' });
  });

  it('keeps what the RAWG importer enriched while the file still owns the curated fields', async () => {
    await db
      .update(games)
      .set({ rawgId: 3498, rating: 4.4, description: 'From RAWG.', website: 'https://example.org', developers: ['Riot Games', 'Riot'] })
      .where(eq(games.slug, 'lol'));
    expect(await syncCatalogue(db, quiet)).toMatchObject({ updated: 0 });

    const renamed = catalogue.map((e) => (e.slug === 'lol' ? { ...e, name: 'League of Legends (renamed)' } : e));
    expect(await syncCatalogue(db, quiet, renamed)).toMatchObject({ updated: 1 });
    const [lol] = await db.select().from(games).where(eq(games.slug, 'lol'));
    expect(lol).toMatchObject({ name: 'League of Legends (renamed)', rawgId: 3498, rating: expect.closeTo(4.4, 5), description: 'From RAWG.' });
    await syncCatalogue(db, quiet);
  });
});
