import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { recordMail } from './outbox.repository.ts';

/** Without SMTP_URL: every e-mail is stored, printed to the log and listed by the dev outbox (DESIGN.md §4.7). */
export function createOutboxMailer(db: Executor, log: FastifyBaseLogger): Mailer {
  return {
    mode: 'outbox',
    async send(message) {
      await recordMail(db, message, 'stored');
      log.info({ to: message.to, subject: message.subject }, `dev outbox: e-mail stored\n${message.text}`);
    },
    async close() {},
  };
}
