import { AppError } from '../../lib/app-error.ts';

/** The SMTP server refused, timed out or could not be reached: the user can try again later. */
export const mailUnavailable = () =>
  new AppError(503, 'MAIL_UNAVAILABLE', 'We could not send the e-mail right now. Please try again in a few minutes.');

export const mailLimitReached = (minutes: number) =>
  new AppError(
    429,
    'MAIL_LIMIT_REACHED',
    `We have already sent several e-mails to this address. Check your inbox and spam folder, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
