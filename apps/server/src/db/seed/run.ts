import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { syncCatalogue } from '../../platform/games-catalogue/sync-catalogue.ts';
import { connectDatabase } from '../client.ts';
import { seedDemoIfEmpty } from './seed.ts';

/**
 * `npm run seed -w @clutch/server`: migrates, syncs the games catalogue (the demo tournaments need it), then seeds
 * the demo data if there are no users yet.
 * npm runs workspace scripts inside the workspace, so a relative DATA_DIR is resolved against the directory
 * npm was started from (INIT_CWD): the same ./data that `npm start` uses.
 */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig({ ...process.env, DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR ?? './data') });
const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await syncCatalogue(database.db, { info: (_details: object, msg: string) => console.log(msg) });
  const seeded = await seedDemoIfEmpty({ db: database.db }, { info: (msg: string) => console.log(msg) });
  if (!seeded) console.log(`The database in ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir} already has users; nothing seeded.`);
} finally {
  await database.close();
}
