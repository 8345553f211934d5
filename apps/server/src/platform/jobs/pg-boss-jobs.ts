import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle, Executor, SqlResult } from '../../db/client.ts';
import { JOB_DEFINITIONS, JOB_NAMES, isJobName, type JobDefinition, type JobName, type RetryPolicy } from './job-names.ts';
import { JOB_STATES, type JobHandler, type JobRecord, type Jobs, type JobState, type SendOptions } from './jobs.ts';

/** pg-boss keeps its tables in a schema of its own, created and migrated by itself (not by our migrations). */
export const JOBS_SCHEMA = 'pgboss';

export interface JobsOptions {
  /** How often an idle worker looks for due jobs (pg-boss's floor is 0.5). */
  pollingIntervalSeconds?: number;
  /** Replaces the registry's retry settings of some jobs (tests: a short backoff). */
  retry?: Partial<Record<JobName, Partial<RetryPolicy>>>;
}

const DAY = 24 * 60 * 60;

/**
 * pg-boss's database access: plain SQL through a function. Without values, the text may hold several
 * statements (its schema installation and maintenance: BEGIN; …; COMMIT).
 */
interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

/**
 * pg-boss's `$1, $2…` SQL as a Drizzle query on the caller's executor, so a job is inserted in the caller's
 * transaction (on PGlite, on its one connection, inside the transaction that holds it). `sql.param` keeps an
 * array one parameter.
 */
export function executorDb(executor: Executor): BossDb {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const query = sql.join(parts.map((part, i): SQL => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`)));
      const result = (await executor.execute(query)) as unknown as Partial<SqlResult>;
      return { rows: result.rows ?? [] };
    },
  };
}

interface JobRow {
  id: string;
  name: string;
  state: string;
  data: Record<string, unknown> | null;
  output: { message?: unknown } | null;
  retry_count: number;
  retry_limit: number;
  singleton_key: string | null;
  created_on: Date | string;
  start_after: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
}

const JOB_COLUMNS = `id::text as id, name, state::text as state, data, output, retry_count, retry_limit, singleton_key, created_on, start_after, started_on, completed_on`;

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function toRecord(row: JobRow): JobRecord {
  const state = (JOB_STATES as readonly string[]).includes(row.state) ? (row.state as JobState) : 'failed';
  const message = row.output && typeof row.output.message === 'string' ? row.output.message : null;
  return {
    id: row.id,
    name: row.name,
    state,
    data: row.data,
    // A completed job's output is its result (none of ours has one); a retried or failed one's is its last error.
    error: state === 'completed' ? null : message,
    attempts: row.started_on ? Number(row.retry_count) + 1 : 0,
    retryLimit: Number(row.retry_limit),
    singletonKey: row.singleton_key,
    createdAt: asDate(row.created_on),
    startAfter: asDate(row.start_after),
    startedAt: row.started_on ? asDate(row.started_on) : null,
    completedAt: row.completed_on ? asDate(row.completed_on) : null,
  };
}

const startAfterOf = (value: SendOptions['startAfter']) =>
  value === undefined ? undefined : value instanceof Date ? value.toISOString() : `${Math.max(0, value)} seconds`;

const errorOutput = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/**
 * The job queue on pg-boss 10 (the last line that runs on Node 20), over our own database connection: PGlite's
 * one connection (its queries queue behind a transaction in progress) or the PostgreSQL pool of DATABASE_URL.
 * pg-boss installs its schema, fetches with `FOR UPDATE SKIP LOCKED` (a job runs on one instance), retries
 * with backoff, expires jobs stuck in `active` (a process killed mid-job) and sends cron occurrences once.
 * The workers are ours: one polling loop per job name and slot, each awaiting its job's completion, so `stop`
 * returns only once nothing of ours touches the database.
 */
export function createPgBossJobs(deps: { database: DatabaseHandle; log: Pick<FastifyBaseLogger, 'warn' | 'error'>; options?: JobsOptions }): Jobs {
  const { database, log } = deps;
  const options = deps.options ?? {};
  const pollMs = (options.pollingIntervalSeconds ?? 2) * 1000;
  const definitions = Object.fromEntries(JOB_NAMES.map((name) => [name, { ...JOB_DEFINITIONS[name], ...options.retry?.[name] }])) as Record<
    JobName,
    JobDefinition
  >;

  let closed = false;
  const boss = new PgBoss({
    // After stop, pg-boss's own background steps (its cron sender finishing a poll) find an empty database.
    db: { executeSql: (text: string, values?: unknown[]) => (closed ? Promise.resolve({ rows: [] }) : database.executeSql(text, values)) },
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: true,
    // Failed (dead) jobs stay listed for administrators for two weeks; finished ones are archived after a day,
    // and the archive is emptied after a week.
    archiveCompletedAfterSeconds: DAY,
    archiveFailedAfterSeconds: 14 * DAY,
    deleteAfterDays: 7,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => log.warn({ err }, 'job queue: a background step failed (it runs again)'));

  const handlers = new Map<JobName, JobHandler<JobName>>();
  const loops: Promise<void>[] = [];
  const sleepers = new Map<JobName, Set<() => void>>();
  const woken = new Set<JobName>();
  let running = false;
  let installed = false;

  function nap(name: JobName) {
    return new Promise<void>((resolve) => {
      const set = sleepers.get(name) ?? new Set();
      sleepers.set(name, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      timer.unref();
      set.add(done);
    });
  }

  function wake(name: JobName) {
    woken.add(name);
    for (const done of [...(sleepers.get(name) ?? [])]) done();
  }

  function jobInsert(name: JobName, data: unknown, sendOptions: SendOptions): PgBoss.JobInsert {
    const def = definitions[name];
    return {
      id: randomUUID(),
      name,
      data: data as object,
      retryLimit: sendOptions.retryLimit ?? def.retryLimit,
      retryDelay: sendOptions.retryDelaySeconds ?? def.retryDelaySeconds,
      retryBackoff: sendOptions.retryBackoff ?? def.retryBackoff,
      expireInSeconds: sendOptions.expireInSeconds ?? def.expireInSeconds,
      singletonKey: sendOptions.singletonKey,
      startAfter: startAfterOf(sendOptions.startAfter),
    };
  }

  async function runOne(name: JobName, job: PgBoss.JobWithMetadata<Record<string, unknown>>) {
    const handler = handlers.get(name)!;
    const limitMs = Math.max(1, Number(job.expireInSeconds)) * 1000;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        handler({ id: job.id, name, data: job.data as never }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`the job ran longer than ${limitMs / 1000} s`)), limitMs);
        }),
      ]);
      clearTimeout(timer);
      await boss.complete(name, job.id);
    } catch (err) {
      clearTimeout(timer);
      const last = job.retryCount >= job.retryLimit;
      // The job's name and id only: its data may name a person.
      if (last) log.error({ err, job: name, jobId: job.id }, 'job failed for good (listed under GET /api/v1/admin/jobs?state=failed)');
      else log.warn({ err, job: name, jobId: job.id }, 'job failed; it is retried later');
      await boss.fail(name, job.id, errorOutput(err)).catch((failErr: unknown) => {
        // Left active, it expires and is retried by pg-boss's maintenance.
        log.warn({ err: failErr, job: name, jobId: job.id }, 'job queue: could not record a failure');
      });
    }
  }

  async function loop(name: JobName) {
    while (running) {
      woken.delete(name);
      let jobs: PgBoss.JobWithMetadata<Record<string, unknown>>[] = [];
      try {
        jobs = await boss.fetch<Record<string, unknown>>(name, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        log.warn({ err, job: name }, 'job queue: fetching failed');
      }
      const [job] = jobs;
      if (job) {
        // A job taken is finished even while stopping: it is active in the database until completed or failed.
        await runOne(name, job).catch((err: unknown) => log.warn({ err, job: name }, 'job queue: a completion was not recorded'));
        continue;
      }
      if (running && !woken.has(name)) await nap(name);
    }
  }

  const jobs: Jobs = {
    async send(name, data, sendOptions = {}, executor) {
      if (!installed) throw new Error(`The job queue has not started: ${name} can not be sent yet.`);
      const def = definitions[name];
      const job = jobInsert(name, data, sendOptions);
      const id = job.id!;
      // Through our executor even without a transaction: a request finishing while the app closes still queues.
      const db = executorDb(executor ?? database.db);
      await boss.insert([job], { db: db as PgBoss.Db });
      // pg-boss inserts with ON CONFLICT DO NOTHING: a stately queue that already has one waiting drops this one.
      if (def.policy === 'stately' && (await db.executeSql(`select 1 from ${JOBS_SCHEMA}.job where name = $1 and id = $2::uuid`, [name, id])).rows.length === 0) {
        return null;
      }
      // In a transaction the job is not visible before the commit: the caller wakes the worker after it.
      if (!executor) wake(name);
      return id;
    },

    async sendMany(name, list, executor) {
      if (!installed) throw new Error(`The job queue has not started: ${name} can not be sent yet.`);
      if (definitions[name].policy !== 'standard') throw new Error(`${name} is not a standard queue: send its jobs one by one.`);
      if (list.length === 0) return [];
      const inserts = list.map(({ data, options: sendOptions = {} }) => jobInsert(name, data, sendOptions));
      await boss.insert(inserts, { db: executorDb(executor ?? database.db) as PgBoss.Db });
      if (!executor) wake(name);
      return inserts.map((job) => job.id!);
    },

    work(name, handler) {
      if (running) throw new Error(`Register the handler of ${name} before the job queue starts.`);
      handlers.set(name, handler as JobHandler<JobName>);
    },

    wake,

    async cancel(name, id, executor) {
      const result = await (executor ?? database.db).execute(
        sql`update ${sql.raw(JOBS_SCHEMA)}.job set state = 'cancelled', completed_on = now() where name = ${name} and id = ${id}::uuid and state < 'active' returning id`,
      );
      return ((result as unknown as SqlResult).rows ?? []).length > 0;
    },

    async cancelByKey(name, singletonKey, executor) {
      const keys = typeof singletonKey === 'string' ? [singletonKey] : [...singletonKey];
      if (keys.length === 0) return 0;
      const result = await (executor ?? database.db).execute(
        sql`update ${sql.raw(JOBS_SCHEMA)}.job set state = 'cancelled', completed_on = now()
          where name = ${name} and singleton_key = any(${sql.param(keys)}::text[]) and state < 'active' returning id`,
      );
      return ((result as unknown as SqlResult).rows ?? []).length;
    },

    async list({ state, limit }) {
      const { rows } = await database.executeSql(
        `select ${JOB_COLUMNS} from ${JOBS_SCHEMA}.job where state = $1::${JOBS_SCHEMA}.job_state
         order by coalesce(completed_on, started_on, created_on) desc, id limit $2`,
        [state, limit],
      );
      return (rows as unknown as JobRow[]).map(toRecord);
    },

    async find(id) {
      const { rows } = await database.executeSql(`select ${JOB_COLUMNS} from ${JOBS_SCHEMA}.job where id = $1::uuid`, [id]);
      const [row] = rows as unknown as JobRow[];
      return row ? toRecord(row) : null;
    },

    async retry(id) {
      const job = await jobs.find(id);
      if (!job || job.state !== 'failed' || !isJobName(job.name)) return false;
      const result = (await boss.retry(job.name, id)) as unknown as { affected?: number } | undefined;
      wake(job.name);
      return (result?.affected ?? 0) > 0;
    },

    status: () => (running ? 'running' : 'stopped'),

    async start() {
      if (running) return;
      closed = false;
      await boss.start();
      for (const name of JOB_NAMES) {
        const def = definitions[name];
        await boss.createQueue(name, { name, policy: def.policy });
        if (def.schedule) {
          // Stored in the database: every instance writes the same, one of them sends each occurrence.
          await boss.schedule(name, def.schedule, {}, {
            tz: 'UTC',
            retryLimit: def.retryLimit,
            retryDelay: def.retryDelaySeconds,
            retryBackoff: def.retryBackoff,
            expireInSeconds: def.expireInSeconds,
          });
        } else {
          await boss.unschedule(name);
        }
      }
      installed = true;
      running = true;
      for (const [name] of handlers) {
        for (let slot = 0; slot < definitions[name].concurrency; slot++) loops.push(loop(name));
      }
      for (const name of JOB_NAMES) {
        if (definitions[name].atStartup && handlers.has(name)) await jobs.send(name, {} as never);
      }
    },

    async stop() {
      running = false;
      for (const name of JOB_NAMES) wake(name);
      await Promise.all(loops.splice(0));
      await boss.stop({ close: false, graceful: true, wait: true, timeout: 5_000 });
      closed = true;
    },
  };
  return jobs;
}
