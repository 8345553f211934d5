export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Where one click unsubscribes the recipient from this kind of e-mail: sent as the List-Unsubscribe and
   * List-Unsubscribe-Post headers (RFC 8058), so mail clients offer it beside the sender.
   */
  unsubscribeUrl?: string | null;
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
