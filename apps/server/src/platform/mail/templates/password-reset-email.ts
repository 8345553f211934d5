import type { Locale } from '@clutch/contract/locales';
import type { MailMessage } from '../mailer.ts';
import { renderHtml, renderText, type EmailContent } from './layout.ts';

export const PASSWORD_RESET_SUBJECT = 'Your Clutch password reset code';

interface Values {
  nickName: string;
  code: string;
  ttlMinutes: number;
}

const TEXT: Record<Locale, (v: Values) => Omit<EmailContent, 'locale' | 'code'> & { subject: string }> = {
  en: ({ nickName, code, ttlMinutes }) => ({
    subject: PASSWORD_RESET_SUBJECT,
    preheader: `Your code is ${code}.`,
    heading: 'Reset your password',
    paragraphs: [`Hi ${nickName}, enter this code in Clutch to choose a new password:`],
    footnote: `The code expires in ${ttlMinutes} minutes and works once. If you did not ask for it, ignore this e-mail: your password stays the same.`,
  }),
  'pt-BR': ({ nickName, code, ttlMinutes }) => ({
    subject: 'Seu código para redefinir a senha da Clutch',
    preheader: `Seu código é ${code}.`,
    heading: 'Redefina sua senha',
    paragraphs: [`Oi, ${nickName}! Digite este código na Clutch para escolher uma nova senha:`],
    footnote: `O código expira em ${ttlMinutes} minutos e funciona uma vez só. Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.`,
  }),
};

export function passwordResetEmail(opts: { to: string; nickName: string; code: string; ttlMinutes: number; locale: Locale }): MailMessage {
  const { subject, ...text } = TEXT[opts.locale](opts);
  const content: EmailContent = { ...text, locale: opts.locale, code: opts.code };
  return { to: opts.to, subject, text: renderText(content), html: renderHtml(content) };
}
