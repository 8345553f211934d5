import { AUTH_MESSAGES, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, type OtpSendResponse } from '@clutch/contract/auth';
import type { Locale } from '@clutch/contract/locales';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { recipientLocale } from '../../i18n/request-locale.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newNumericCode, safeEqual, sha256 } from '../../lib/tokens.ts';
import { createMailQuota } from '../../platform/mail/mail-quota.ts';
import { passwordResetEmail } from '../../platform/mail/templates/password-reset-email.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { consumeCode, countFailedAttempt, findLiveCode, insertCode, retireCodes } from './otp.repository.ts';

export const PASSWORD_RESET_PURPOSE = 'password-reset';

const SENT: OtpSendResponse = {
  message: 'If an account exists for this e-mail, we sent a code to it.',
  expiresInSeconds: OTP_TTL_SECONDS,
};

const CODE_FORMAT = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const invalidOtp = () => badRequest(AUTH_MESSAGES.invalidOtp, 'INVALID_OTP');

/** Password-reset codes: six digits by e-mail, stored hashed, 10 minutes, single use, 5 tries. */
export function createOtpService(ctx: AppContext) {
  const { db, now } = ctx;
  const mailQuota = createMailQuota(ctx);

  /**
   * Checks `otp` against the user's live code, counting a wrong try. With `consume`, the code is used up
   * (run it inside the transaction that acts on it, so it locks the row and works exactly once).
   */
  async function check(tx: Executor, user: UserRow | null, otp: string, opts: { consume: boolean }) {
    const submittedHash = sha256(otp);
    if (!user) return false;
    const at = now();
    const code = await findLiveCode(tx, {
      userId: user.id,
      purpose: PASSWORD_RESET_PURPOSE,
      now: at,
      maxAttempts: OTP_MAX_ATTEMPTS,
      lock: opts.consume,
    });
    if (!code) return false;
    if (!CODE_FORMAT.test(otp) || !safeEqual(code.codeHash, submittedHash)) {
      await countFailedAttempt(tx, code.id);
      return false;
    }
    return opts.consume ? consumeCode(tx, code.id, at, OTP_MAX_ATTEMPTS) : true;
  }

  return {
    /**
     * The same answer whether or not the e-mail has an account, and the same cap on e-mails to the address
     * (MAIL_LIMIT_REACHED) for both. The code's e-mail is queued with the code, in one transaction.
     */
    async send(email: string, asked: Locale | null): Promise<OtpSendResponse> {
      await mailQuota.take(email);
      const code = newNumericCode(OTP_LENGTH);
      const codeHash = sha256(code);
      const user = await findUserByEmail(db, email);
      if (!user) return SENT;
      const at = now();
      await runInTransaction(db, async (tx) => {
        await retireCodes(tx, user.id, PASSWORD_RESET_PURPOSE, at);
        await insertCode(tx, {
          userId: user.id,
          purpose: PASSWORD_RESET_PURPOSE,
          codeHash,
          expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
        });
        await ctx.mail.enqueue(
          tx,
          passwordResetEmail({ to: user.email, nickName: user.nickName, code, ttlMinutes: OTP_TTL_SECONDS / 60, locale: recipientLocale(user, asked) }),
        );
      });
      ctx.mail.flush();
      return SENT;
    },

    /** Throws INVALID_OTP unless the code is live and right; does not use it up. */
    async validate(email: string, otp: string) {
      const user = await findUserByEmail(db, email);
      if (!(await check(db, user, otp, { consume: false }))) throw invalidOtp();
    },

    /** Uses the code inside the caller's transaction; false when it is wrong, used, dead or expired. */
    consume: (tx: Executor, user: UserRow | null, otp: string) => check(tx, user, otp, { consume: true }),
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
