import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Executor } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { recordMail } from './outbox.repository.ts';

/** Sends through the SMTP server of SMTP_URL and keeps a delivery log in the outbox table. */
export function createSmtpMailer(opts: { smtpUrl: string; from: string; db: Executor; log: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    mode: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from: opts.from, ...message });
        await recordMail(opts.db, message, 'sent');
      } catch (err) {
        opts.log.error({ err, to: message.to, subject: message.subject }, 'smtp delivery failed');
        await recordMail(opts.db, message, 'failed', err instanceof Error ? err.message : String(err));
        throw err;
      }
    },
    async close() {
      transport.close();
    },
  };
}
