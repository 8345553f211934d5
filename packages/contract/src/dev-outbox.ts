import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const outboxEntry = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: isoDateTime,
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
export const outboxResponse = z.array(outboxEntry);
