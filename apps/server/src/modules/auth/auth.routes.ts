import {
  authConfigResponse,
  authEndpoints,
  authResponse,
  changePasswordBody,
  googleLoginBody,
  loginBody,
  registerBody,
  registerResponse,
  resetPasswordBody,
  tokenParams,
  validateTokenResponse,
  verifyAccountResponse,
} from '@clutch/contract/auth';
import { errorBody, messageBody } from '@clutch/contract/common';
import { emailQuery, sessionResponse, userEndpoints } from '@clutch/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { askedLocale, cookieLocale } from '../../i18n/request-locale.ts';
import { clientTypeOf } from '../../plugins/client-type.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-cookie.ts';
import { requireSession, requireUser } from '../../plugins/session.ts';
import { strictRateLimit } from '../../plugins/strict-rate-limit.ts';
import { toSelfView } from '../users/users.service.ts';
import { createAuthService, type ClientMeta } from './auth.service.ts';
import { loginRateLimit } from './rate-limits.ts';

const metaOf = (request: FastifyRequest): ClientMeta => ({
  clientType: clientTypeOf(request),
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

const tags = ['auth'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  const auth = createAuthService(app.ctx);
  const strict = strictRateLimit(app);
  const loginLimit = loginRateLimit(app, (request) => (request.body as { nickname?: string } | undefined)?.nickname ?? '');

  r.post(
    authEndpoints.register.path,
    {
      config: { access: 'visitor', rateLimit: strict },
      schema: {
        tags,
        summary: 'Create an account and e-mail its verification link (does not sign in)',
        body: registerBody,
        response: { 201: registerResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, askedLocale(request))),
  );

  r.post(
    authEndpoints.login.path,
    {
      config: { access: 'visitor', rateLimit: loginLimit.perAddress },
      preHandler: loginLimit.perAccount,
      schema: {
        tags,
        summary: 'Sign in with e-mail or nickname and password',
        description: 'Answers the session token and also sets it as an HttpOnly cookie for the web client.',
        body: loginBody,
        response: { 200: authResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { token, user } = await auth.login(request.body, metaOf(request), cookieLocale(request));
      setSessionCookie(reply, config, token);
      return { token, user };
    },
  );

  r.post(
    authEndpoints.google.path,
    {
      config: { access: 'visitor', rateLimit: strict },
      schema: {
        tags,
        summary: 'Sign in with a Google ID token (creates or links the account)',
        body: googleLoginBody,
        response: { 200: authResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { token, user } = await auth.loginWithGoogle(request.body, metaOf(request), {
        asked: askedLocale(request),
        browser: cookieLocale(request),
      });
      setSessionCookie(reply, config, token);
      return { token, user };
    },
  );

  r.get(
    authEndpoints.config.path,
    { config: { access: 'visitor' }, schema: { tags, summary: 'Public sign-in settings (Google client id, or null when disabled)', response: { 200: authConfigResponse } } },
    async () => ({ googleClientId: app.ctx.googleVerifier.enabled ? (config.google.clientId ?? null) : null }),
  );

  r.get(
    authEndpoints.me.path,
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'The user of the current session', security, response: { 200: sessionResponse, 401: errorBody } },
    },
    async (request) => ({ user: toSelfView(requireUser(request)) }),
  );

  r.post(
    authEndpoints.validateToken.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'Whether a session token is live; success false (and no user) otherwise',
        params: tokenParams,
        response: { 200: validateTokenResponse },
      },
    },
    async (request) => auth.validateToken(request.params.token),
  );

  r.post(
    authEndpoints.verifyAccount.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'Verify the e-mail address with the link token',
        params: tokenParams,
        response: { 200: verifyAccountResponse, 400: errorBody },
      },
    },
    async (request) => auth.verifyAccount(request.params.token),
  );

  r.post(
    userEndpoints.resendConfirmation.path,
    {
      config: { access: 'visitor', rateLimit: strict },
      schema: {
        tags: ['users'],
        summary: 'E-mail a new verification link (same answer whether or not the account exists)',
        querystring: emailQuery,
        response: { 200: messageBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => auth.resendConfirmation(request.query.email, askedLocale(request)),
  );

  r.post(
    authEndpoints.logout.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'End the current session and clear its cookie (200 even without a session)',
        security,
        response: { 200: messageBody },
      },
    },
    async (request, reply) => {
      await auth.logout(request.auth);
      clearSessionCookie(reply, config);
      return { message: 'You have been signed out.' };
    },
  );

  r.patch(
    authEndpoints.changePassword.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Change the password; every other session of the user ends",
        security,
        body: changePasswordBody,
        response: { 200: messageBody, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => auth.changePassword(requireSession(request), request.body),
  );

  r.post(
    authEndpoints.resetPassword.path,
    {
      config: { access: 'visitor', rateLimit: strict },
      schema: {
        tags,
        summary: 'Set a new password with an e-mailed code; every session of the user ends',
        body: resetPasswordBody,
        response: { 200: messageBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => auth.resetPassword(request.body),
  );
}
