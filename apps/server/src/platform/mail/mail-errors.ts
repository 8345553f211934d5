import { AppError } from '../../lib/app-error.ts';

export const mailLimitReached = (minutes: number) =>
  new AppError(
    429,
    'MAIL_LIMIT_REACHED',
    `We have already sent several e-mails to this address. Check your inbox and spam folder, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
