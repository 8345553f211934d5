import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.ts';

/**
 * Without SMTP_URL: the `outbox` table the queue stored the message in is the mailbox the dev outbox lists
 * (DESIGN.md §4.7), so delivering is marking it stored. The log says one was stored, never its body or
 * recipient: the body holds codes and links that open the account.
 */
export function createOutboxMailer(log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    mode: 'outbox',
    async send(message) {
      log.info({ subject: message.subject }, 'dev outbox: e-mail stored');
    },
    async close() {},
  };
}
