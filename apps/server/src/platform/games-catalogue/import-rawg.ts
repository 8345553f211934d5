import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../../db/client.ts';
import { importFromRawg } from './rawg-importer.ts';
import { syncCatalogue } from './sync-catalogue.ts';

/**
 * `npm run import:games [-- --all]`: syncs the catalogue file, then enriches it from RAWG (RAWG_API_KEY).
 * Stop the server first when it runs on the embedded database: PGlite has one process per data directory.
 * A relative DATA_DIR is resolved against where npm was started (INIT_CWD), like `npm start`.
 */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig({ ...process.env, DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR ?? './data') });
if (!config.rawgApiKey) {
  console.error('Set RAWG_API_KEY (a free key from https://rawg.io/apidocs) to import games from RAWG.');
  process.exit(1);
}

const print = (obj: object, msg: string) => void process.stdout.write(`${msg} ${JSON.stringify(obj)}\n`);
const log = { info: print, warn: print };
const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const abort = new AbortController();
process.once('SIGINT', () => abort.abort());
try {
  await database.migrate();
  await syncCatalogue(database.db, log);
  const result = await importFromRawg({
    db: database.db,
    log,
    apiKey: config.rawgApiKey,
    apiUrl: config.rawgApiUrl,
    all: process.argv.includes('--all'),
    signal: abort.signal,
  });
  process.exitCode = result.stopped && result.stopped !== 'aborted' ? 1 : 0;
} finally {
  await database.close();
}
