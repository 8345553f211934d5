import { afterAll, describe, expect, it } from 'vitest';
import { runInTransaction } from '../src/db/transaction.ts';
import type { MailMessage, Mailer } from '../src/platform/mail/mailer.ts';
import { freshSharedDatabase, testDatabaseUrl } from './database-template.ts';
import { until } from './instance-helpers.ts';
import { jobsNamed, QUICK_JOBS } from './job-helpers.ts';
import { createTestApp } from './test-app.ts';

/** Counts the deliveries one instance made; a little slow, so both instances' workers are busy at once. */
function countingMailer() {
  const delivered: string[] = [];
  const mailer: Mailer = {
    mode: 'smtp',
    async send(message: MailMessage) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      delivered.push(message.to);
    },
    async close() {},
  };
  return { mailer, delivered };
}

/**
 * Two app instances on one database, as a deployment runs them: on PostgreSQL (TEST_DATABASE_URL) each with its
 * own pool; on PGlite sharing the one embedded database. Every instance works every queue; a job still runs once.
 */
describe(`two instances working one queue (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { primary, connect } = await freshSharedDatabase();
  const secondary = connect();
  const one = countingMailer();
  const two = countingMailer();
  const a = await createTestApp({ database: primary, deps: { mailer: one.mailer, jobOptions: QUICK_JOBS } });
  const b = await createTestApp({ database: secondary, deps: { mailer: two.mailer, jobOptions: QUICK_JOBS } });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await secondary.close();
    await primary.close();
  });

  it('delivers each of 40 queued e-mails exactly once, whichever instance takes it', async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => `twice-${i}@example.com`);
    // Queued in transactions on both instances, without waking either: their pollers race for every job.
    await Promise.all(
      recipients.map((to, i) =>
        runInTransaction((i % 2 ? b : a).app.ctx.db, (tx) => (i % 2 ? b : a).app.ctx.mail.enqueue(tx, { to, subject: 'Once', text: 'x', html: '<p>x</p>' })),
      ),
    );
    const all = () => [...one.delivered, ...two.delivered];
    await until('every mail was delivered', async () => new Set(all()).size === recipients.length, 30_000);
    // A few more polls on both: nothing is delivered twice.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(all().sort()).toEqual([...recipients].sort());
    expect((await jobsNamed(a, 'mail.send')).every((j) => j.state === 'completed')).toBe(true);
  });

});
