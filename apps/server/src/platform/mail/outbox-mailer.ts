import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { recordMail } from './outbox.repository.ts';

/**
 * Without SMTP_URL: every e-mail is stored and listed by the dev outbox (DESIGN.md §4.7). The log says one was
 * stored, never its body or recipient: the body holds codes and links that open the account.
 */
export function createOutboxMailer(db: Executor, log: FastifyBaseLogger): Mailer {
  return {
    mode: 'outbox',
    async send(message) {
      await recordMail(db, message, 'stored');
      log.info({ subject: message.subject }, 'dev outbox: e-mail stored');
    },
    async close() {},
  };
}
