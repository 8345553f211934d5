import type { Locale } from '@clutch/contract/locales';
import type { NotificationType } from '@clutch/contract/notifications';
import { notificationEmailWords } from '../../../i18n/notification-email-texts.ts';
import type { MailMessage } from '../mailer.ts';
import { renderHtml, renderText, type EmailContent } from './layout.ts';

export interface NotificationEmailInput {
  to: string;
  type: NotificationType;
  /** Already in the recipient's language. */
  title: string;
  message: string;
  /** What the notification is about, in the app. */
  url: string;
  locale: Locale;
  /**
   * Turning this type's e-mails off without signing in: the page the footnote links to, and the address mail
   * clients POST to for RFC 8058's one click.
   */
  unsubscribe: { pageUrl: string; oneClickUrl: string };
  settingsUrl: string;
}

/**
 * A notification by e-mail, one template per type (issue #14 item 6): its title and message, a button named for
 * what it leads to, and a footnote saying why it came, with the one-click unsubscribe from this type's e-mails
 * (also in the List-Unsubscribe header) and the settings.
 */
export function notificationEmail(input: NotificationEmailInput): MailMessage {
  const words = notificationEmailWords(input.type, input.locale);
  const content: EmailContent = {
    locale: input.locale,
    preheader: input.message,
    heading: input.title,
    paragraphs: [input.message],
    action: { label: words.button, url: input.url },
    footnote: words.footnote,
    footerLinks: [
      { label: words.unsubscribe, url: input.unsubscribe.pageUrl },
      { label: words.settings, url: input.settingsUrl },
    ],
  };
  return { to: input.to, subject: input.title, text: renderText(content), html: renderHtml(content), unsubscribeUrl: input.unsubscribe.oneClickUrl };
}
