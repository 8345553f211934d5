import {
  AUTH_MESSAGES,
  type AuthResponse,
  type ChangePasswordBody,
  type GoogleLoginBody,
  type LoginBody,
  type RegisterBody,
  type RegisterResponse,
  type ResetPasswordBody,
  type ValidateTokenResponse,
} from '@clutch/contract/auth';
import type { Locale } from '@clutch/contract/locales';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { type AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { createOtpService, invalidOtp } from '../otp/otp.service.ts';
import type { SessionContext } from '../sessions/sessions.service.ts';
import {
  findUserByEmail,
  findUserByGoogleId,
  findUserByLogin,
  findUserByNickname,
  insertUser,
  nicknamesStartingWith,
  toSelfView,
  uniqueViolationOf,
  updateUser,
  type UniqueField,
} from '../users/users.service.ts';
import { firstFreeNickname, nicknameBase } from './google-nickname.ts';
import type { GoogleIdentity } from './google-verifier.ts';
import { hashPassword, passwordNotSet, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import { createVerificationService } from './verification.service.ts';

export interface ClientMeta {
  clientType: string;
  userAgent?: string;
  ip?: string;
}

const TAKEN: Record<UniqueField, () => AppError> = {
  email: () => conflict('This e-mail is already registered.', 'EMAIL_TAKEN', { email: 'This e-mail is already registered.' }),
  nickName: () => conflict('This nickname is taken.', 'NICKNAME_TAKEN', { nickName: 'This nickname is taken.' }),
  googleId: () => conflict('This Google account is already linked to another user.', 'GOOGLE_ACCOUNT_TAKEN'),
};

export const invalidCredentials = () => unauthorized(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');

export function createAuthService(ctx: AppContext) {
  const { db, now, sessions, realtime } = ctx;
  const otp = createOtpService(ctx);
  const verification = createVerificationService(ctx);

  async function openSession(user: UserRow, meta: ClientMeta): Promise<AuthResponse & { sessionId: string }> {
    const { token, sessionId } = await sessions.open(user.id, meta);
    return { token, sessionId, user: toSelfView(user) };
  }

  /** Ends sessions and tells their sockets why before closing them. */
  function endSessions(sessionIds: string[], reason: 'logout' | 'password-changed' | 'password-reset' | 'account-deleted') {
    if (sessionIds.length === 0) return;
    realtime.emitToSessions(sessionIds, 'session:revoked', { reason });
    realtime.disconnectSessions(sessionIds);
  }

  async function createGoogleUser(identity: GoogleIdentity, asked: Locale | null): Promise<UserRow> {
    const base = nicknameBase(identity);
    // Two sign-ins can pick the same free nickname; the loser tries again with the next one.
    for (let attempt = 0; attempt < 5; attempt++) {
      const nickName = firstFreeNickname(base, await nicknamesStartingWith(db, base));
      try {
        const created = await insertUser(db, {
          email: identity.email,
          nickName,
          googleId: identity.googleId,
          userVerified: identity.emailVerified,
          locale: asked,
        });
        await ctx.search.changed({ users: [created.id] });
        return created;
      } catch (err) {
        const field = uniqueViolationOf(err);
        if (field === 'nickName') continue;
        if (field === 'email' || field === 'googleId') throw TAKEN[field]();
        throw err;
      }
    }
    throw conflict('Could not pick a free nickname. Please try again.', 'NICKNAME_TAKEN');
  }

  async function userForGoogle(identity: GoogleIdentity, asked: Locale | null): Promise<UserRow> {
    const linked = await findUserByGoogleId(db, identity.googleId);
    if (linked) return linked;
    const sameEmail = await findUserByEmail(db, identity.email);
    if (!sameEmail) return createGoogleUser(identity, asked);
    // Linking proves nothing unless Google vouches for the address; otherwise anyone could claim it.
    if (!identity.emailVerified) {
      throw conflict('This e-mail is already registered. Sign in with your password.', 'EMAIL_TAKEN');
    }
    if (sameEmail.googleId && sameEmail.googleId !== identity.googleId) throw TAKEN.googleId();
    return (await updateUser(db, sameEmail.id, { googleId: identity.googleId, userVerified: true }, now())) ?? sameEmail;
  }

  /**
   * The language this browser chose while signed out (its cookie) becomes the account's at sign-in: the newest
   * choice wins, and the account carries it to the user's other browsers.
   */
  async function adoptBrowserLocale(user: UserRow, chosen: Locale | null): Promise<UserRow> {
    if (!chosen || chosen === user.locale) return user;
    return (await updateUser(db, user.id, { locale: chosen }, now())) ?? user;
  }

  return {
    /** The account starts in the language the request asked for (the web client's, at sign-up), if it asked. */
    async register(body: RegisterBody, asked: Locale | null): Promise<RegisterResponse> {
      if (await findUserByEmail(db, body.email)) throw TAKEN.email();
      if (await findUserByNickname(db, body.nickName)) throw TAKEN.nickName();
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      try {
        user = await insertUser(db, { email: body.email, nickName: body.nickName, passwordHash, locale: asked });
      } catch (err) {
        const field = uniqueViolationOf(err);
        if (field && field !== 'other') throw TAKEN[field]();
        throw err;
      }
      await ctx.search.changed({ users: [user.id] });
      await verification.issue(user, asked);
      return {
        message: 'Account created successfully. We have sent you an email with a verification link. Please check your inbox.',
        user: toSelfView(user),
      };
    },

    async login(body: LoginBody, meta: ClientMeta, browserLocale: Locale | null) {
      const user = await findUserByLogin(db, body.nickname);
      const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstNothing(body.password);
      if (!user || !ok) throw invalidCredentials();
      return openSession(await adoptBrowserLocale(user, browserLocale), meta);
    },

    async loginWithGoogle(body: GoogleLoginBody, meta: ClientMeta, language: { asked: Locale | null; browser: Locale | null }) {
      if (!ctx.googleVerifier.enabled) throw notFound('Google sign-in is not configured on this server.', 'GOOGLE_NOT_CONFIGURED');
      let identity: GoogleIdentity;
      try {
        identity = await ctx.googleVerifier.verify(body.idToken);
      } catch {
        throw unauthorized('Google sign-in failed. Please try again.', 'GOOGLE_TOKEN_INVALID');
      }
      return openSession(await adoptBrowserLocale(await userForGoogle(identity, language.asked), language.browser), meta);
    },

    async validateToken(token: string): Promise<ValidateTokenResponse> {
      const session = await sessions.resolve(token);
      return session ? { success: true, user: toSelfView(session.user) } : { success: false };
    },

    verifyAccount: (token: string) => verification.verify(token),

    /** The same answer for unknown, verified and unverified e-mails; only the last get a new link. */
    async resendConfirmation(email: string, asked: Locale | null) {
      await verification.resend(email, asked);
      return { message: 'If this e-mail belongs to an unverified account, we sent it a new verification link.' };
    },

    /** Idempotent: without a live session there is nothing to end. */
    async logout(session: SessionContext | null) {
      if (!session) return;
      await sessions.revoke(session.sessionId);
      endSessions([session.sessionId], 'logout');
    },

    async changePassword(session: SessionContext, body: ChangePasswordBody) {
      const { user } = session;
      if (body.nickname != null && body.nickname.trim().toLowerCase() !== user.nickName.toLowerCase()) {
        throw forbidden('You can only act as yourself.', 'ACTOR_MISMATCH');
      }
      if (!user.passwordHash) throw passwordNotSet();
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw badRequest(AUTH_MESSAGES.changePasswordFailed, 'INVALID_CURRENT_PASSWORD');
      }
      const passwordHash = await hashPassword(body.newPassword);
      const revoked = await runInTransaction(db, async (tx) => {
        await updateUser(tx, user.id, { passwordHash }, now());
        return sessions.revokeAllForUser(user.id, { keep: session.sessionId }, tx);
      });
      endSessions(revoked, 'password-changed');
      return { message: AUTH_MESSAGES.passwordChanged };
    },

    async resetPassword(body: ResetPasswordBody) {
      // Hashing first keeps the row lock short and the timing the same for every outcome.
      const passwordHash = await hashPassword(body.newPassword);
      const user = await findUserByEmail(db, body.email);
      const revoked = await runInTransaction(db, async (tx) => {
        if (!(await otp.consume(tx, user, body.otp)) || !user) return null;
        // Reading the code proved the e-mail belongs to them.
        await updateUser(tx, user.id, { passwordHash, userVerified: true }, now());
        return sessions.revokeAllForUser(user.id, {}, tx);
      });
      if (!revoked) throw invalidOtp();
      endSessions(revoked, 'password-reset');
      return { message: 'Your password has been reset. You can now log in with your new password.' };
    },

    endSessions,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
