import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Executor } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { recordMail } from './outbox.repository.ts';

/**
 * How long a slow or dead SMTP server may hold a request (nodemailer waits minutes by default): the TCP
 * connection, the server's greeting, then any silence on the socket.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000, dnsTimeout: 5_000 };

/** Sends through the SMTP server of SMTP_URL and keeps a delivery log in the outbox table. */
export function createSmtpMailer(opts: {
  smtpUrl: string;
  from: string;
  db: Executor;
  log: FastifyBaseLogger;
  timeouts?: Partial<typeof SMTP_TIMEOUTS>;
}): Mailer {
  const transport = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS, ...opts.timeouts });
  return {
    mode: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from: opts.from, ...message });
        await recordMail(opts.db, message, 'sent');
      } catch (err) {
        // The subject names the kind of e-mail; the recipient and the body stay out of the log.
        opts.log.error({ err, subject: message.subject }, 'smtp delivery failed');
        await recordMail(opts.db, message, 'failed', err instanceof Error ? err.message : String(err));
        throw err;
      }
    },
    async close() {
      transport.close();
    },
  };
}
