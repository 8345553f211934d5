import type { Database, Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import type { Job, Jobs } from '../jobs/jobs.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { findMail, insertQueuedMail, setMailStatus } from './outbox.repository.ts';

/**
 * How the app sends e-mail: every message is stored in the `outbox` table as `queued` and delivered by a
 * `mail.send` job (ADR 014), retried with backoff while the SMTP server refuses or is away, so an outage delays
 * mail and loses none. The job carries only the row's id: the body, with its codes and links, stays in the
 * outbox table (where it always was) and out of the job queue. In dev-outbox mode the stored row is the mailbox
 * from the moment of the commit; the job marks it stored.
 */
export interface MailQueue {
  /**
   * Queues a message in the caller's transaction: it is sent only if that transaction commits. Call `flush`
   * after the commit to send it now rather than at the next poll.
   */
  enqueue(executor: Executor, message: MailMessage): Promise<void>;
  /** After a commit that queued mail: deliver it without waiting for the next poll. */
  flush(): void;
  /** Queues a message in a transaction of its own and flushes. */
  send(message: MailMessage): Promise<void>;
  /** The `mail.send` job's handler. */
  deliver(job: Job<'mail.send'>): Promise<void>;
}

export function createMailQueue(deps: { db: Database; jobs: Jobs; mailer: Mailer }): MailQueue {
  const { db, jobs, mailer } = deps;

  async function enqueue(executor: Executor, message: MailMessage) {
    const outboxId = await insertQueuedMail(executor, message);
    await jobs.send('mail.send', { outboxId }, {}, executor);
  }

  return {
    enqueue,
    flush: () => jobs.wake('mail.send'),
    async send(message) {
      await runInTransaction(db, (tx) => enqueue(tx, message));
      jobs.wake('mail.send');
    },
    async deliver({ data }) {
      const mail = await findMail(db, data.outboxId);
      // Gone with its account (erasure deletes the account's mail), or delivered by an attempt whose completion
      // was not recorded: nothing to send.
      if (!mail || mail.status === 'sent' || mail.status === 'stored') return;
      try {
        await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, unsubscribeUrl: mail.unsubscribeUrl });
      } catch (err) {
        // The job logs the failure with its id; the recipient and the body stay out of the log.
        await setMailStatus(db, mail.id, 'failed', err instanceof Error ? err.message : String(err));
        throw err;
      }
      await setMailStatus(db, mail.id, mailer.mode === 'outbox' ? 'stored' : 'sent');
    },
  };
}
