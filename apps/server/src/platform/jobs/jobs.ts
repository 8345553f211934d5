import type { Executor } from '../../db/client.ts';
import type { JobData, JobName, RetryPolicy } from './job-names.ts';

export interface SendOptions extends Partial<RetryPolicy> {
  /** Not before: a number of seconds from now (the database's clock), or an instant. */
  startAfter?: number | Date;
  /** A key of the caller's (a registration id…): `cancelByKey` finds the job by it, e.g. a reminder that moves. */
  singletonKey?: string;
  /** How long one run may take before it counts as failed. */
  expireInSeconds?: number;
}

/** pg-boss's states: `failed` is dead (no attempts left), `retry` waits for its next attempt. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobRecord {
  id: string;
  name: string;
  state: JobState;
  data: Record<string, unknown> | null;
  /** The last failure's message, if the last attempt failed. */
  error: string | null;
  /** Runs started so far (the first one included). */
  attempts: number;
  retryLimit: number;
  singletonKey: string | null;
  createdAt: Date;
  startAfter: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface Job<N extends JobName> {
  id: string;
  name: N;
  data: JobData<N>;
}

export type JobHandler<N extends JobName> = (job: Job<N>) => Promise<void>;

/**
 * The durable job queue (platform/jobs/pg-boss-jobs.ts; ADR 014): jobs live in the database, so they survive a
 * restart, are retried with backoff when they throw, and run once whichever instance picks them up.
 *
 * To commit a job with its cause, pass the caller's transaction as `executor`: a rollback takes the job with it.
 * On PGlite never send *without* it from inside a transaction: the one connection is busy until the commit.
 */
export interface Jobs {
  /**
   * Enqueues a job; answers its id, or null when the queue's policy dropped it (a `stately` job of that name
   * already waits, and runs with the same effect). With `executor` (a transaction), the job exists only if
   * that transaction commits.
   */
  send<N extends JobName>(name: N, data: JobData<N>, options?: SendOptions, executor?: Executor): Promise<string | null>;
  /**
   * Enqueues several jobs of a `standard` name in one statement (a tournament's match reminders at its start);
   * answers their ids. With `executor`, as `send`.
   */
  sendMany<N extends JobName>(name: N, jobs: { data: JobData<N>; options?: SendOptions }[], executor?: Executor): Promise<string[]>;
  /** The handler of a job name, on this instance; registered before `start`. A throw fails the attempt. */
  work<N extends JobName>(name: N, handler: JobHandler<N>): void;
  /** Looks for due jobs of this name now rather than at the next poll (after the commit that sent one). */
  wake(name: JobName): void;
  /** Cancels a job that has not run yet; false when it already ran, runs, or does not exist. */
  cancel(name: JobName, id: string, executor?: Executor): Promise<boolean>;
  /** Cancels the waiting jobs of a name sent with this `singletonKey` (or any of these); answers how many. */
  cancelByKey(name: JobName, singletonKey: string | readonly string[], executor?: Executor): Promise<number>;
  /** Newest first. */
  list(filter: { state: JobState; limit: number }): Promise<JobRecord[]>;
  find(id: string): Promise<JobRecord | null>;
  /** Gives a failed job another attempt; false when it is not failed (or not there). */
  retry(id: string): Promise<boolean>;
  /** Whether this instance is working its queues. */
  status(): 'running' | 'stopped';
  /** Installs the queue's schema when missing, then starts working (app onReady). */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the ones running here (app close). */
  stop(): Promise<void>;
}
