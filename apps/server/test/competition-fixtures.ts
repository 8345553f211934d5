import { seedDemoIfEmpty } from '../src/db/seed/seed.ts';
import { syncCatalogue } from '../src/platform/games-catalogue/sync-catalogue.ts';
import type { TestApp } from './test-app.ts';

/** The games catalogue, as boot syncs it before the demo seed. */
export async function syncGames(t: TestApp) {
  await syncCatalogue(t.app.ctx.db, t.app.log);
}

/** Catalogue plus the whole demo data set, as a first boot leaves it. */
export async function seedDemo(t: TestApp) {
  await syncGames(t);
  const started = performance.now();
  const seeded = await seedDemoIfEmpty(t.app.ctx, { info: () => {} });
  return { seeded, ms: performance.now() - started };
}
