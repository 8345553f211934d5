import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../client.ts';
import { seedDemoIfEmpty } from './seed.ts';

/** `npm run seed -w @clutch/server`: migrates, then seeds the demo accounts if there are no users yet. */
const config = loadConfig();
const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const seeded = await seedDemoIfEmpty({ db: database.db }, { info: (msg: string) => console.log(msg) });
  if (!seeded) console.log('The database already has users; nothing seeded.');
} finally {
  await database.close();
}
