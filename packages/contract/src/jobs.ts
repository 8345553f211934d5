import { z } from 'zod';
import { isoDateTime, uuid } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The durable job queue as administrators see it (docs/decisions/014-durable-jobs.md): e-mail deliveries,
 * sweeps, hold expiries. A job whose attempts ran out is `failed` (dead) and waits for an administrator.
 */
export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const jobState = z.enum(jobStates);
export type JobStateName = z.infer<typeof jobState>;

/**
 * One job. `data` is its payload with anything secret-looking redacted (e-mail jobs carry only the id of the
 * stored message, never its body). `error`: the last failure's message. `attempts`: runs started so far.
 */
export const adminJob = z.object({
  id: uuid,
  name: z.string(),
  state: jobState,
  data: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  retryLimit: z.number().int(),
  createdAt: isoDateTime,
  startAfter: isoDateTime,
  startedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;

export const ADMIN_JOBS_LIMIT_MAX = 200;

export const adminJobsQuery = z.object({
  /** `failed` by default: the dead jobs. */
  state: jobState.default('failed'),
  limit: z.coerce.number().int().min(1).max(ADMIN_JOBS_LIMIT_MAX).default(50),
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuery>;

/** Newest first. */
export const adminJobList = z.array(adminJob);

export const adminJobParams = z.object({ id: uuid });

export const JOB_MESSAGES = {
  notFound: 'Job not found.',
  notFailed: 'Only a failed job can be retried.',
} as const;

export const adminJobEndpoints = {
  /** Administrators only. */
  list: endpoint('GET', '/api/v1/admin/jobs', { query: adminJobsQuery, response: adminJobList }),
  /** A failed job gets one more attempt, soon; answers the job as it stands. Administrators only. */
  retry: endpoint('POST', '/api/v1/admin/jobs/:id/retry', { params: adminJobParams, response: adminJob }),
};
