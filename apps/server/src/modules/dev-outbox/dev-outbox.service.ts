import type { OutboxEntry } from '@clutch/contract/dev-outbox';
import type { Executor } from '../../db/client.ts';
import { listOutbox } from '../../platform/mail/outbox.repository.ts';

/** The stored e-mails as the wire shows them, newest first. */
export async function listOutboxEntries(db: Executor, filter: { to?: string } = {}): Promise<OutboxEntry[]> {
  const rows = await listOutbox(db, filter);
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, html: r.html, createdAt: r.createdAt.toISOString() }));
}
