import type { Locale } from '@clutch/contract/locales';
import type { MailMessage } from '../mailer.ts';
import { renderHtml, renderText, type EmailContent } from './layout.ts';

const TEXT: Record<Locale, { button: string; footnote: string }> = {
  en: {
    button: 'Open Clutch',
    footnote: 'You get this e-mail because this notification is on in your notification settings; turn it off there.',
  },
  'pt-BR': {
    button: 'Abrir a Clutch',
    footnote: 'Você recebe este e-mail porque esta notificação está ativada nas suas configurações de notificação; desative-a lá.',
  },
};

/** A notification by e-mail: its title and message, already in the recipient's language, and a link into the app. */
export function notificationEmail(opts: { to: string; title: string; message: string; url: string; locale: Locale }): MailMessage {
  const words = TEXT[opts.locale];
  const content: EmailContent = {
    locale: opts.locale,
    preheader: opts.message,
    heading: opts.title,
    paragraphs: [opts.message],
    action: { label: words.button, url: opts.url },
    footnote: words.footnote,
  };
  return { to: opts.to, subject: opts.title, text: renderText(content), html: renderHtml(content) };
}
