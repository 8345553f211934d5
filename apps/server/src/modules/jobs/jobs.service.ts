import { JOB_MESSAGES, type AdminJob, type AdminJobsQuery } from '@clutch/contract/jobs';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { JobRecord } from '../../platform/jobs/jobs.ts';

/** Keys whose values an administrator's list never shows: message bodies, codes, links, credentials. */
const SECRET_KEY = /html|text|body|code|otp|token|link|password|secret|key|authorization|cookie/i;
const REDACTED = '[redacted]';

/** A job's payload as administrators see it: what it is about (ids, names), never what it carries. */
export function redactJobData(value: unknown, depth = 0): unknown {
  if (depth > 4) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactJobData(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : redactJobData(v, depth + 1)]));
  }
  return value;
}

export function toAdminJob(job: JobRecord): AdminJob {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    data: job.data ? (redactJobData(job.data) as Record<string, unknown>) : null,
    error: job.error,
    attempts: job.attempts,
    retryLimit: job.retryLimit,
    createdAt: job.createdAt.toISOString(),
    startAfter: job.startAfter.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    completedAt: job.completedAt?.toISOString() ?? null,
  };
}

/** The administrators' view of the job queue: the dead jobs (or any other state), and a retry. */
export function createAdminJobsService(ctx: Pick<AppContext, 'jobs'>) {
  return {
    async list(query: AdminJobsQuery): Promise<AdminJob[]> {
      return (await ctx.jobs.list({ state: query.state, limit: query.limit })).map(toAdminJob);
    },

    async retry(id: string): Promise<AdminJob> {
      const job = await ctx.jobs.find(id);
      if (!job) throw notFound(JOB_MESSAGES.notFound, 'JOB_NOT_FOUND');
      if (job.state !== 'failed' || !(await ctx.jobs.retry(id))) throw conflict(JOB_MESSAGES.notFailed, 'JOB_NOT_FAILED');
      return toAdminJob((await ctx.jobs.find(id)) ?? job);
    },
  };
}
