import { z } from 'zod';
import { messageBody } from './common.ts';
import { endpoint } from './endpoint.ts';
import { email, emailQuery, nickName, password, sessionResponse, user } from './users.ts';

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 59;
/** How long a password-reset code lives. */
export const OTP_TTL_SECONDS = 600;
/** Wrong tries after which a code is dead, even for the right digits. */
export const OTP_MAX_ATTEMPTS = 5;

export const registerBody = z.object({ email, password, nickName });
export type RegisterBody = z.infer<typeof registerBody>;

/** 201. Registration does not sign in; the user verifies the e-mail, then logs in. */
export const registerResponse = z.object({ message: z.string(), user });
export type RegisterResponse = z.infer<typeof registerResponse>;

/** `nickname` carries an e-mail or a nickname (spec §3 login payload). */
export const loginBody = z.object({
  nickname: z.string().trim().min(1, { message: 'E-mail or username is required' }).max(254),
  password: z.string().min(1, { message: 'Password is required' }).max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Login and Google login. The web client also receives the token in an HttpOnly cookie. */
export const authResponse = z.object({ token: z.string(), user });
export type AuthResponse = z.infer<typeof authResponse>;

/** The client's decoded fields are accepted but never trusted: only `idToken` is verified and used. */
export const googleLoginBody = z.object({
  idToken: z.string().min(1).max(8192),
  email: z.string().optional(),
  givenName: z.string().optional(),
  familyName: z.string().optional(),
  googleId: z.string().optional(),
  picture: z.string().optional(),
});
export type GoogleLoginBody = z.infer<typeof googleLoginBody>;

export const tokenParams = z.object({ token: z.string().min(1).max(512) });

/** Always 200: `success` false (and no user) when the session token is not live. */
export const validateTokenResponse = z.object({ success: z.boolean(), user: user.optional() });
export type ValidateTokenResponse = z.infer<typeof validateTokenResponse>;

export const verifyAccountResponse = z.object({ success: z.literal(true), message: z.string() });
export type VerifyAccountResponse = z.infer<typeof verifyAccountResponse>;


/** `nickname` is accepted for compatibility and must be the session's user. */
export const changePasswordBody = z.object({
  nickname: z.string().optional(),
  currentPassword: z.string().min(1, { message: 'Current password is required' }).max(1024),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** For forms: six digits. The server answers a malformed code like a wrong one (INVALID_OTP). */
export const otpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: 'Please, enter the 6-digit code' });

const submittedOtp = z.string().trim().max(32);

export const otpValidateQuery = z.object({ email, otp: submittedOtp });
export type OtpValidateQuery = z.infer<typeof otpValidateQuery>;

/** The spec's query-string form of the OTP calls, read when the request has no JSON body. */
export const otpEmailQueryFallback = emailQuery.partial();
export const otpValidateQueryFallback = otpValidateQuery.partial();

export const resetPasswordBody = z.object({ email, otp: submittedOtp, newPassword: password });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** Identical for known and unknown e-mails. */
export const otpSendResponse = z.object({ message: z.string(), expiresInSeconds: z.number().int() });
export type OtpSendResponse = z.infer<typeof otpSendResponse>;

export const otpValidateResponse = z.object({ valid: z.literal(true), message: z.string() });
export type OtpValidateResponse = z.infer<typeof otpValidateResponse>;

/** What the client needs to know about the server before rendering the auth screens. */
export const authConfigResponse = z.object({ googleClientId: z.string().nullable() });
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;

/** The exact texts the client shows or matches (spec §8). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Incorrect email/nickname or password.',
  invalidOtp: 'Please, enter the 6-digit code',
  invalidToken: 'Invalid or expired token.',
  accountVerified: 'Your account has been successfully verified.',
  passwordChanged: 'Your password has been updated successfully.',
  changePasswordFailed: 'Failed to change password. Please check your current password and try again.',
  deleteFailed: 'Failed to delete account',
  accountDeleted: 'Your account has been permanently deleted.',
} as const;

export const authEndpoints = {
  register: endpoint('POST', '/api/v1/auth/register', { body: registerBody, response: registerResponse, status: 201 }),
  login: endpoint('POST', '/api/v1/auth/login', { body: loginBody, response: authResponse }),
  google: endpoint('POST', '/api/v1/auth/google', { body: googleLoginBody, response: authResponse }),
  config: endpoint('GET', '/api/v1/auth/config', { response: authConfigResponse }),
  me: endpoint('GET', '/api/v1/auth/me', { response: sessionResponse }),
  validateToken: endpoint('POST', '/api/v1/auth/validate-auth-token/:token', { params: tokenParams, response: validateTokenResponse }),
  verifyAccount: endpoint('POST', '/api/v1/auth/verify-account/:token', { params: tokenParams, response: verifyAccountResponse }),
  logout: endpoint('POST', '/api/v1/auth/logout', { response: messageBody }),
  changePassword: endpoint('PATCH', '/api/v1/auth/change-password', { body: changePasswordBody, response: messageBody }),
  resetPassword: endpoint('POST', '/api/v1/auth/reset-password', { body: resetPasswordBody, response: messageBody }),
};

/** Password-reset codes: `{ email }` / `{ email, otp }` as JSON, or in the query when there is no body. */
export const otpEndpoints = {
  send: endpoint('POST', '/api/v1/otp/send', { body: emailQuery, query: otpEmailQueryFallback, response: otpSendResponse }),
  resend: endpoint('POST', '/api/v1/otp/resend', { body: emailQuery, query: otpEmailQueryFallback, response: otpSendResponse }),
  validate: endpoint('POST', '/api/v1/otp/validate-otp', { body: otpValidateQuery, query: otpValidateQueryFallback, response: otpValidateResponse }),
};
