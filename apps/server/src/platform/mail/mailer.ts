export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The transport under the mail queue (platform/mail/mail-queue.ts), which is what the app sends through: the
 * queue stores every message in the `outbox` table and its `mail.send` job hands it to the mailer.
 */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Hands one message to the mail server; throws when it is refused or unreachable (the job retries). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
