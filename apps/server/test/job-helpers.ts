import { eq, sql } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import type { JobRecord } from '../src/platform/jobs/jobs.ts';
import type { JobsOptions } from '../src/platform/jobs/pg-boss-jobs.ts';
import { until } from './instance-helpers.ts';
import { quickUser } from './team-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Workers that look for due jobs every half second (pg-boss's floor), for tests that wait on a retry. */
export const QUICK_JOBS: JobsOptions = { pollingIntervalSeconds: 0.5 };

/** Waits until the job has finished one way or another (completed, failed, cancelled) and answers it. */
export async function jobSettled(t: TestApp, id: string, timeoutMs = 15_000): Promise<JobRecord> {
  let job: JobRecord | null = null;
  await until(
    `job ${id} settled`,
    async () => {
      job = await t.app.ctx.jobs.find(id);
      return job !== null && ['completed', 'failed', 'cancelled'].includes(job.state);
    },
    timeoutMs,
  );
  return job!;
}

/** The recurring jobs stored in pg-boss's schedule table. */
export async function schedulesOf(t: TestApp) {
  const { rows } = await t.app.ctx.database.executeSql('select name, cron from pgboss.schedule order by name');
  return rows as { name: string; cron: string }[];
}

/** The jobs of a name, oldest first, straight from pg-boss's table. */
export async function jobsNamed(t: TestApp, name: string) {
  const { rows } = await t.app.ctx.database.executeSql(
    'select id::text as id, state::text as state, data, singleton_key, start_after from pgboss.job where name = $1 order by created_on, id',
    [name],
  );
  return rows as { id: string; state: string; data: Record<string, unknown>; singleton_key: string | null; start_after: Date }[];
}

/** A signed-in administrator. */
export async function adminUser(t: TestApp) {
  const admin = await quickUser(t, 'admin');
  await t.app.ctx.db.update(users).set({ roles: sql`array['USER', 'ADMIN']` }).where(eq(users.id, admin.user.id));
  return admin;
}

/**
 * Sends a job and waits for it to finish; when the queue kept an earlier one of that name waiting instead (a
 * stately sweep), waits for that one: it runs after the send, with the same effect.
 */
export async function runJob(t: TestApp, name: 'stories.sweep' | 'reports.sweep'): Promise<JobRecord> {
  const id = (await t.app.ctx.jobs.send(name, {})) ?? (await jobsNamed(t, name)).find((j) => j.state === 'created' || j.state === 'retry')?.id;
  if (!id) throw new Error(`no ${name} job to wait for`);
  t.app.ctx.jobs.wake(name);
  return jobSettled(t, id);
}
