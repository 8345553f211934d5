import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** `GET /api/dev/outbox`: only while the server has no SMTP_URL (DESIGN.md §4.7). */
export const outboxEntry = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: isoDateTime,
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
/** Newest first. */
export const outboxResponse = z.array(outboxEntry);

export const outboxQuery = z.object({
  /** Only e-mails to this address (case-insensitive). */
  to: z.string().trim().max(254).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;
