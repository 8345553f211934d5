import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

export function recordMail(db: Executor, message: MailMessage, status: 'stored' | 'sent' | 'failed', error?: string) {
  // clock_timestamp(), not now(): two e-mails sent in one transaction still sort in the order they were sent.
  return db.insert(outbox).values({ ...message, status, error: error ?? null, createdAt: sql`clock_timestamp()` });
}

/** Newest first; `to` matches the recipient case-insensitively. */
export function listOutbox(db: Executor, opts: { to?: string; limit?: number } = {}) {
  const to = opts.to?.trim().toLowerCase();
  return db
    .select()
    .from(outbox)
    .where(to ? eq(sql`lower(${outbox.to})`, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(opts.limit ?? 200);
}
