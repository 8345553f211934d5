import { AUTH_MESSAGES } from '@clutch/contract/auth';
import type { Locale } from '@clutch/contract/locales';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { recipientLocale } from '../../i18n/request-locale.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { createMailQuota } from '../../platform/mail/mail-quota.ts';
import { verificationEmail } from '../../platform/mail/templates/verification-email.ts';
import { findUserByEmail, updateUser } from '../users/users.service.ts';
import { consumeVerificationToken, insertVerificationToken, retireVerificationTokens } from './auth.repository.ts';

export const VERIFICATION_TTL_HOURS = 24;

/** E-mail verification links: 256-bit token in the URL, its SHA-256 in the database, 24 hours, single use. */
export function createVerificationService(ctx: AppContext) {
  const { db, now, config } = ctx;
  const mailQuota = createMailQuota(ctx);

  /**
   * Replaces any earlier link and e-mails the new one, in the account's language or else the one the request
   * asked for. The e-mail is queued with the token, in one transaction: an SMTP outage delays it, never loses it.
   */
  async function issue(user: UserRow, asked: Locale | null): Promise<void> {
    const token = newToken();
    const at = now();
    const link = `${config.publicUrl}/app/confirm-account?token=${encodeURIComponent(token)}`;
    await runInTransaction(db, async (tx) => {
      await retireVerificationTokens(tx, user.id, at);
      await insertVerificationToken(tx, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(at.getTime() + VERIFICATION_TTL_HOURS * 3_600_000),
      });
      await ctx.mail.enqueue(
        tx,
        verificationEmail({ to: user.email, nickName: user.nickName, link, ttlHours: VERIFICATION_TTL_HOURS, locale: recipientLocale(user, asked) }),
      );
    });
    ctx.mail.flush();
  }

  return {
    issue,

    /**
     * A new link for an unverified account, under the per-recipient cap counted for every address asked for,
     * so the answer is the same for unknown, verified and unverified e-mails.
     */
    async resend(email: string, asked: Locale | null) {
      await mailQuota.take(email);
      const user = await findUserByEmail(db, email);
      if (user && !user.userVerified) await issue(user, asked);
    },

    async verify(token: string) {
      const at = now();
      const userId = await runInTransaction(db, async (tx) => {
        const owner = await consumeVerificationToken(tx, sha256(token), at);
        if (owner) await updateUser(tx, owner, { userVerified: true }, at);
        return owner;
      });
      if (!userId) throw badRequest(AUTH_MESSAGES.invalidToken, 'INVALID_TOKEN');
      ctx.realtime.emitToUser(userId, 'user:updated', { userId });
      return { success: true as const, message: AUTH_MESSAGES.accountVerified };
    },
  };
}
