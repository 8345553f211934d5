/**
 * Prepares a benchmark database: migrations, the games catalogue, the demo data, then `BENCH_TOURNAMENTS`
 * extra public tournaments in one statement. Runs as its own process because PGlite allows one opener.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { syncCatalogue } from '../../apps/server/src/platform/games-catalogue/sync-catalogue.ts';

const count = Number(process.env.BENCH_TOURNAMENTS ?? 10_000);
const config = loadConfig();
const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const log = { info: () => {}, warn: console.warn, error: console.error, debug: () => {} } as never;
const started = performance.now();
await database.migrate();
await syncCatalogue(database.db, log);
await seedDemoIfEmpty({ db: database.db }, log);
await database.db.execute(sql`
  INSERT INTO tournaments (organizer_id, game_id, name, description, status, photo_urls, category, level, format,
    entry_fee_cents, currency, registration_start_at, registration_end_at, start_at, end_at, min_teams, max_teams,
    min_players_per_team, max_players_per_team, platforms, rules)
  SELECT
    (SELECT id FROM users WHERE nick_name = 'organizer'),
    g.id,
    (ARRAY['Spring','Winter','Clutch','Pro','Open','Masters','Rising','Elite','Community','Weekend'])[1 + i % 10]
      || ' ' || g.name || ' Cup ' || i,
    'Benchmark tournament number ' || i || ' for ' || g.name || '.',
    (ARRAY['OPEN_FOR_REGISTRATION','IN_PROGRESS','FINISHED','CANCELLED'])[1 + i % 4],
    ARRAY['/media/tournaments/bench-' || i || '-1.svg'],
    'Open', 'Intermediate', 'KNOCKOUT', (i % 5) * 500, 'USD',
    now() - interval '2 days', now() + (i % 30 + 1) * interval '1 day',
    now() + (i % 40 + 2) * interval '1 day', now() + (i % 40 + 3) * interval '1 day',
    2, 16, 1, 5, ARRAY['PC'], ARRAY['Play fair.']
  FROM generate_series(1, ${count}) AS i
  CROSS JOIN LATERAL (
    SELECT id, name FROM games ORDER BY slug OFFSET (i % (SELECT count(*) FROM games)) LIMIT 1
  ) AS g
`);
await database.db.execute(sql`ANALYZE`);
await database.close();
console.log(`bench database ready: ${count} extra tournaments in ${Math.round(performance.now() - started)} ms`);
