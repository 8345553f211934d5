import type { MailMessage } from '../mailer.ts';
import { renderHtml, renderText, type EmailContent } from './layout.ts';

export const VERIFICATION_SUBJECT = 'Verify your Clutch account';

export function verificationEmail(opts: { to: string; nickName: string; link: string; ttlHours: number }): MailMessage {
  const content: EmailContent = {
    preheader: 'Confirm your e-mail address to finish setting up your account.',
    heading: `Welcome to Clutch, ${opts.nickName}!`,
    paragraphs: ['Confirm your e-mail address to verify your account and unlock following players, friends and team invites.'],
    action: { label: 'Verify my account', url: opts.link },
    footnote: `The link works once and expires in ${opts.ttlHours} hours. If you did not create a Clutch account, ignore this e-mail.`,
  };
  return { to: opts.to, subject: VERIFICATION_SUBJECT, text: renderText(content), html: renderHtml(content) };
}
