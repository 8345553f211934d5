/**
 * Prepares a benchmark database: migrations, the games catalogue, the demo data, then in bulk (each table one
 * INSERT … SELECT generate_series statement, ids derived from sequence numbers so rows can name each other without a
 * lookup):
 * - BENCH_TOURNAMENTS (10k) public tournaments, a quarter each open, in progress, finished and cancelled;
 * - BENCH_USERS (100k) verified players with typeahead-friendly nicknames (the players bench's syllables);
 * - every tournament ENTRANTS solo entries (team, captain membership, accepted registration, participant) drawn
 *   from those players in turn, so each player plays about ENTRANTS × tournaments / users tournaments;
 * - BENCH_MATCHES (200k) league matches with their two slots, spread over the in-progress and finished
 *   tournaments (finished ones fully scored, in-progress ones half), rounds of ENTRANTS / 2 pairings.
 * Runs as its own process because PGlite allows one opener; prints what it seeded and how long each table took.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { syncCatalogue } from '../../apps/server/src/platform/games-catalogue/sync-catalogue.ts';

const count = Number(process.env.BENCH_TOURNAMENTS ?? 10_000);
const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const matchCount = Number(process.env.BENCH_MATCHES ?? 200_000);
/** Solo entries per tournament. */
const ENTRANTS = 10;
const config = loadConfig();
const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const db = database.db;
const log = { info: () => {}, warn: console.warn, error: console.error, debug: () => {} } as never;
const timings: string[] = [];
async function step(name: string, run: () => Promise<unknown>) {
  const began = performance.now();
  await run();
  timings.push(`${name} ${Math.round(performance.now() - began)} ms`);
}
const started = performance.now();
await step('migrate', () => database.migrate());
await step('catalogue', () => syncCatalogue(db, log));
await step('demo', () => seedDemoIfEmpty({ db }, log));
// A session-independent function (not pg_temp: drizzle on PostgreSQL may use several pooled connections).
await db.execute(sql`CREATE OR REPLACE FUNCTION bench_uuid(kind text, n int) RETURNS uuid LANGUAGE sql IMMUTABLE AS
  $$ SELECT overlay(overlay(md5('bench-' || kind || '-' || n) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$`);
await step(`${count} tournaments`, () =>
  db.execute(sql`
  INSERT INTO tournaments (id, organizer_id, game_id, name, description, status, photo_urls, category, level, format,
    entry_fee_cents, currency, registration_start_at, registration_end_at, start_at, end_at, min_teams, max_teams,
    min_players_per_team, max_players_per_team, platforms, rules)
  SELECT
    bench_uuid('tournament', i),
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
`),
);
const syllables = sql.raw(`ARRAY['ka','ro','vi','ne','lu','xa','mo','ti','za','qu','be','do','fi','gu','ha','je','ar','el','ix','on']`);
const endings = sql.raw(`ARRAY['wolf','fox','byte','storm','blade','nova','zen','ghost','rex','ace']`);
await step(`${userCount} users`, () =>
  db.execute(sql`
  INSERT INTO users (id, nick_name, email, user_verified, country_code, bio, created_at, updated_at)
  SELECT bench_uuid('user', i),
    (${syllables})[1 + abs(hashtext('a' || i)) % 20] || (${syllables})[1 + abs(hashtext('b' || i)) % 20]
      || (${endings})[1 + abs(hashtext('c' || i)) % 10] || i,
    'bench-' || i || '@example.com', i % 5 <> 0,
    (ARRAY['BR','PT','US','DE','FR','ES','GB','PL','SE','KR','JP','MX','CA','AO'])[1 + i % 14],
    CASE WHEN i % 3 = 0 THEN 'Bench player ' || i ELSE NULL END,
    now() - (i * interval '5 minutes'), now() - (i * interval '5 minutes')
  FROM generate_series(1, ${userCount}) AS i`),
);
// Entry e (1 … count × ENTRANTS) is tournament 1 + (e - 1) / ENTRANTS, played by user 1 + (e - 1) % users.
const entries = count * ENTRANTS;
const entry = sql.raw(`(SELECT e, 1 + (e - 1) / ${ENTRANTS} AS t, 1 + (e - 1) % ${Math.max(1, userCount)} AS u FROM generate_series(1, ${entries}) AS e) AS s`);
if (userCount > 0) {
  await step(`${entries} teams`, () =>
    db.execute(sql`INSERT INTO teams (id, name, captain_id, tournament_id)
      SELECT bench_uuid('team', e), 'Bench Team ' || e, bench_uuid('user', u), bench_uuid('tournament', t) FROM ${entry}`),
  );
  await step(`${entries} team members`, () =>
    db.execute(sql`INSERT INTO team_members (team_id, user_id, role, invite_status, payment_status, joined_at)
      SELECT bench_uuid('team', e), bench_uuid('user', u), 'CAPTAIN', 'ACCEPTED', 'NOT_REQUIRED', now() FROM ${entry}`),
  );
  await step(`${entries} registrations`, () =>
    db.execute(sql`INSERT INTO team_registrations (id, team_id, tournament_id, request_status, decided_at, created_at)
      SELECT bench_uuid('registration', e), bench_uuid('team', e), bench_uuid('tournament', t), 'ACCEPTED', now(), now() - interval '3 days' FROM ${entry}`),
  );
  // A player can hold several entries of one tournament only when users < entries per tournament; skip those.
  await step(`${entries} participants`, () =>
    db.execute(sql`INSERT INTO tournament_participants (tournament_id, user_id, team_registration_id)
      SELECT bench_uuid('tournament', t), bench_uuid('user', u), bench_uuid('registration', e) FROM ${entry} ON CONFLICT DO NOTHING`),
  );
  // Matches: tournaments 2, 6, 10 … are in progress and 3, 7, 11 … finished (status (i % 4) above).
  const playing = Math.floor((count + 2) / 4) + Math.floor((count + 1) / 4);
  const perTournament = playing > 0 ? Math.ceil(matchCount / playing) : 0;
  const pairs = ENTRANTS / 2;
  if (perTournament > 0) {
    // Match m (1 … playing × perTournament): the p-th playing tournament, its k-th match, round 1 + (k - 1) / pairs.
    const match = sql.raw(`(SELECT m, p, k, 2 + 4 * ((p - 1) / 2) + (p - 1) % 2 AS t, 1 + (k - 1) / ${pairs} AS r, 1 + (k - 1) % ${pairs} AS n,
        ((p - 1) % 2 = 1 OR k <= ${perTournament} / 2) AS played
      FROM (SELECT m, 1 + (m - 1) / ${perTournament} AS p, 1 + (m - 1) % ${perTournament} AS k FROM generate_series(1, ${matchCount}) AS m) AS x) AS s`);
    await step(`${matchCount} matches`, () =>
      db.execute(sql`INSERT INTO matches (id, tournament_id, stage, round, number, status, scheduled_at)
        SELECT bench_uuid('match', m), bench_uuid('tournament', t), 'LEAGUE', r, n, CASE WHEN played THEN 'FINISHED' ELSE 'SCHEDULED' END,
          now() - interval '1 day' + r * interval '1 hour'
        FROM ${match} WHERE t <= ${count}`),
    );
    // Round r pairs entrant (n + r) with (n + r + pairs), both modulo ENTRANTS: every entrant plays once a round.
    await step(`${2 * matchCount} match slots`, () =>
      db.execute(sql`INSERT INTO match_slots (match_id, slot, team_registration_id, score, result)
        SELECT bench_uuid('match', m), side,
          bench_uuid('registration', (t - 1) * ${ENTRANTS} + 1 + (n + r + (side - 1) * ${pairs}) % ${ENTRANTS}),
          CASE WHEN played THEN CASE WHEN side = 1 THEN 2 ELSE m % 2 END END,
          CASE WHEN NOT played THEN 'PENDING' WHEN side = 1 THEN 'WIN' ELSE 'LOSS' END
        FROM ${match} CROSS JOIN generate_series(1, 2) AS side WHERE t <= ${count}`),
    );
  }
}
await db.execute(sql`DROP FUNCTION bench_uuid(text, int)`);
await step('analyze', () => db.execute(sql`VACUUM ANALYZE`));
await database.close();
console.log(
  `bench database ready in ${Math.round(performance.now() - started)} ms: ${count} extra tournaments, ${userCount} users, ${matchCount} matches (${timings.join(', ')})`,
);
