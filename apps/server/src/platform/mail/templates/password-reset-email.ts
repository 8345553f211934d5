import type { MailMessage } from '../mailer.ts';
import { renderHtml, renderText, type EmailContent } from './layout.ts';

export const PASSWORD_RESET_SUBJECT = 'Your Clutch password reset code';

export function passwordResetEmail(opts: { to: string; nickName: string; code: string; ttlMinutes: number }): MailMessage {
  const content: EmailContent = {
    preheader: `Your code is ${opts.code}.`,
    heading: 'Reset your password',
    paragraphs: [`Hi ${opts.nickName}, enter this code in Clutch to choose a new password:`],
    code: opts.code,
    footnote: `The code expires in ${opts.ttlMinutes} minutes and works once. If you did not ask for it, ignore this e-mail: your password stays the same.`,
  };
  return { to: opts.to, subject: PASSWORD_RESET_SUBJECT, text: renderText(content), html: renderHtml(content) };
}
