import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

/** 'queued' until the mail.send job ran; then 'stored' (dev outbox) or 'sent'; 'failed' while its last attempt failed. */
export type MailStatus = 'queued' | 'stored' | 'sent' | 'failed';

/** Stores a message to send; answers its id. */
export async function insertQueuedMail(db: Executor, message: MailMessage): Promise<string> {
  // clock_timestamp(), not now(): two e-mails queued in one transaction still sort in the order they were queued.
  const [row] = await db
    .insert(outbox)
    .values({ ...message, status: 'queued' satisfies MailStatus, error: null, createdAt: sql`clock_timestamp()` })
    .returning({ id: outbox.id });
  return row!.id;
}

export async function findMail(db: Executor, id: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

export async function setMailStatus(db: Executor, id: string, status: MailStatus, error: string | null = null) {
  await db.update(outbox).set({ status, error }).where(eq(outbox.id, id));
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
