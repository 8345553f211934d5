import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

export function recordMail(db: Executor, message: MailMessage, status: 'stored' | 'sent' | 'failed', error?: string) {
  return db.insert(outbox).values({ ...message, status, error: error ?? null });
}

export function listOutbox(db: Executor, limit = 200) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}
