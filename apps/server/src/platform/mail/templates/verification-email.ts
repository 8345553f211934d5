import type { Locale } from '@clutch/contract/locales';
import type { MailMessage } from '../mailer.ts';
import { renderHtml, renderText, type EmailContent } from './layout.ts';

export const VERIFICATION_SUBJECT = 'Verify your Clutch account';

interface Values {
  nickName: string;
  ttlHours: number;
}

const TEXT: Record<Locale, (v: Values) => Omit<EmailContent, 'locale' | 'action'> & { subject: string; button: string }> = {
  en: ({ nickName, ttlHours }) => ({
    subject: VERIFICATION_SUBJECT,
    preheader: 'Confirm your e-mail address to finish setting up your account.',
    heading: `Welcome to Clutch, ${nickName}!`,
    paragraphs: ['Confirm your e-mail address to verify your account and unlock following players, friends and team invites.'],
    button: 'Verify my account',
    footnote: `The link works once and expires in ${ttlHours} hours. If you did not create a Clutch account, ignore this e-mail.`,
  }),
  'pt-BR': ({ nickName, ttlHours }) => ({
    subject: 'Verifique sua conta da Clutch',
    preheader: 'Confirme seu e-mail para terminar de configurar sua conta.',
    heading: `Boas-vindas à Clutch, ${nickName}!`,
    paragraphs: ['Confirme seu endereço de e-mail para verificar sua conta e liberar seguir jogadores, amizades e convites de equipe.'],
    button: 'Verificar minha conta',
    footnote: `O link funciona uma vez só e expira em ${ttlHours} horas. Se você não criou uma conta na Clutch, ignore este e-mail.`,
  }),
};

export function verificationEmail(opts: { to: string; nickName: string; link: string; ttlHours: number; locale: Locale }): MailMessage {
  const { subject, button, ...text } = TEXT[opts.locale](opts);
  const content: EmailContent = { ...text, locale: opts.locale, action: { label: button, url: opts.link } };
  return { to: opts.to, subject, text: renderText(content), html: renderHtml(content) };
}
