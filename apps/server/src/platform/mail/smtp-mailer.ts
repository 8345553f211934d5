import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * How long a slow or dead SMTP server may hold one delivery attempt (nodemailer waits minutes by default): the
 * TCP connection, the server's greeting, then any silence on the socket.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000, dnsTimeout: 5_000 };

/** Sends through the SMTP server of SMTP_URL; the mail queue records the outcome in the outbox table. */
export function createSmtpMailer(opts: { smtpUrl: string; from: string; timeouts?: Partial<typeof SMTP_TIMEOUTS> }): Mailer {
  const transport = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS, ...opts.timeouts });
  return {
    mode: 'smtp',
    async send({ unsubscribeUrl, ...message }) {
      // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` to the URL, no page, no sign-in.
      const headers = unsubscribeUrl ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
      await transport.sendMail({ from: opts.from, ...message, headers });
    },
    async close() {
      transport.close();
    },
  };
}
