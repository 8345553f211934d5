import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { runAdminCommand } from './admin-command.ts';

/**
 * `npm run admin -- grant|revoke <e-mail or nickname>`, on the database `npm start` uses: DATABASE_URL, else the
 * embedded one in DATA_DIR. npm runs workspace scripts inside the workspace, so a relative DATA_DIR is resolved
 * against the directory npm was started from (INIT_CWD).
 */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
let config;
try {
  config = loadConfig({ ...process.env, DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR ?? './data') });
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(2);
}
const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const output = { log: (line: string) => void process.stdout.write(`${line}\n`), error: (line: string) => console.error(line) };
let code: number;
try {
  await database.migrate();
  code = await runAdminCommand(database.db, process.argv.slice(2), output);
} finally {
  await database.close();
}
process.exit(code);
