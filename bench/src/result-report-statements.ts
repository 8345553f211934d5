/**
 * Where a result's time goes: the statements one POST /matches/:id/result runs on a started 1,024-entrant double
 * elimination, each with its count and time, and the same for the start (ADR 021). Counts every query run through
 * Drizzle, the job queue's statements inside a transaction included; on PostgreSQL `begin`/`commit` too (PGlite opens
 * its transactions itself); the job queue's own polling, outside Drizzle, is not counted.
 *
 * `npx tsx bench/src/result-report-statements.ts` (PGlite); with DATABASE_URL on that PostgreSQL server.
 */
import { measureResultReporting } from './result-report.ts';

interface Tally {
  count: number;
  ms: number;
}

const tallies = new Map<string, Tally>();
let recording = false;
// Every Drizzle query (a select, an insert, `db.execute`) runs through its driver's prepared query's `execute`.
const wrap = (proto: { execute: (...args: unknown[]) => Promise<unknown> }) => {
  const own = proto.execute;
  proto.execute = async function (this: { queryString?: string; query?: { sql: string } }, ...args: unknown[]) {
    if (!recording) return own.apply(this, args);
    const text = (this.queryString ?? this.query?.sql ?? '?').replace(/\s+/g, ' ').slice(0, 140);
    const began = performance.now();
    try {
      return await own.apply(this, args);
    } finally {
      const t = tallies.get(text) ?? { count: 0, ms: 0 };
      t.count += 1;
      t.ms += performance.now() - began;
      tallies.set(text, t);
    }
  };
};
const { PglitePreparedQuery } = await import('drizzle-orm/pglite');
const { NodePgPreparedQuery } = await import('drizzle-orm/node-postgres');
wrap(PglitePreparedQuery.prototype as never);
wrap(NodePgPreparedQuery.prototype as never);

function print(title: string, per: number) {
  const rows = [...tallies].sort((a, b) => b[1].ms - a[1].ms);
  const total = rows.reduce((s, [, t]) => s + t.count, 0);
  const ms = rows.reduce((s, [, t]) => s + t.ms, 0);
  console.log(`\n## ${title}: ${(total / per).toFixed(1)} statements, ${(ms / per).toFixed(2)} ms in them, per ${per === 1 ? 'run' : 'result'}\n`);
  console.log('| per | ms each | statement |\n|---:|---:|---|');
  for (const [text, t] of rows) console.log(`| ${(t.count / per).toFixed(2)} | ${(t.ms / t.count).toFixed(3)} | \`${text.replace(/\|/g, '\\|')}\` |`);
  tallies.clear();
}

const results = Number(process.env.BENCH_RESULTS ?? 60);
const figures = await measureResultReporting({
  starts: 1,
  results,
  databaseUrl: process.env.DATABASE_URL,
  hooks: {
    beforeStart: () => (recording = true),
    afterStart: () => {
      recording = false;
      print('start', 1);
    },
    beforeResults: () => (recording = true),
    afterResults: () => {
      recording = false;
      print('result', results);
    },
  },
});
console.log(`\nstart ${figures.startMs.join(', ')} ms; results p50 ${figures.results.p50} / p95 ${figures.results.p95} ms, CPU ${figures.results.cpuMsPerResult} ms / result`);
