import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { login, register, resetCodeFor, ROOMY_LIMITS, uniqueAccount } from './account-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const CLIENT_ID = 'clutch-test.apps.googleusercontent.com';
const KID = 'test-key';

const keys = await generateKeyPair('RS256');
const impostor = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
const jwksServer = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(jwks));
});
await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));
const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;

const t = await createTestApp({ env: { ...ROOMY_LIMITS, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl } });
const { app } = t;

let subject = 100_000;
function googleToken(
  claims: JWTPayload & { email?: string; email_verified?: boolean; given_name?: string },
  opts: { key?: CryptoKey; audience?: string; issuer?: string; expiresAt?: number } = {},
) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setSubject(claims.sub ?? String(++subject))
    .setIssuer(opts.issuer ?? 'https://accounts.google.com')
    .setAudience(opts.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(opts.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(opts.key ?? keys.privateKey);
}

const google = (idToken: string, extra: object = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/google', headers: WEB, payload: { idToken, ...extra } });

describe('Google sign-in', () => {
  it('publishes the client id', async () => {
    expect((await app.inject('/api/v1/auth/config')).json()).toEqual({ googleClientId: CLIENT_ID });
  });

  it('creates a verified account from a verified Google identity, then signs the same account in again', async () => {
    const sub = 'google-sub-new';
    const first = await google(await googleToken({ sub, email: 'Maya.Stone@Gmail.com', given_name: 'Maya' }));
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.user).toMatchObject({ nickName: 'Maya', email: 'maya.stone@gmail.com', userVerified: true, roles: ['USER'] });
    expect(first.cookies.find((c) => c.name === 'clutch_session')).toMatchObject({ value: body.token, httpOnly: true });

    const again = await google(await googleToken({ sub, email: 'maya.stone@gmail.com', given_name: 'Maya' }));
    expect(again.json().user.id).toBe(body.user.id);
  });

  it('never trusts the decoded fields the client sends', async () => {
    const res = await google(await googleToken({ email: 'real@example.com', given_name: 'Real' }), {
      email: 'victim@example.com',
      googleId: 'someone-else',
      givenName: 'Victim',
    });
    expect(res.json().user).toMatchObject({ email: 'real@example.com', nickName: 'Real' });
  });

  it('makes the derived nickname unique and marks an unverified Google e-mail as unverified', async () => {
    const existing = await register(t, uniqueAccount('taken'));
    const res = await google(await googleToken({ email: 'other-person@example.com', email_verified: false, given_name: existing.nickName.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ nickName: `${existing.nickName.toUpperCase()}2`, userVerified: false });
  });

  it('falls back to the e-mail local part for the nickname', async () => {
    const res = await google(await googleToken({ email: 'jo.ann+x@example.com' }));
    expect(res.json().user.nickName).toBe('jo.annx');
  });

  it('links a verified Google e-mail to the existing account and verifies it', async () => {
    const account = await register(t);
    const res = await google(await googleToken({ email: account.email, given_name: 'Whoever' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: account.user.id, nickName: account.nickName, userVerified: true });
    await login(t, account.nickName, account.password);
  });

  it('does not link an unverified Google e-mail to an existing account', async () => {
    const account = await register(t);
    const res = await google(await googleToken({ email: account.email, email_verified: false }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it.each([
    ['a wrong audience', () => googleToken({ email: 'a@example.com' }, { audience: 'someone-else.apps.googleusercontent.com' })],
    ['an expired token', () => googleToken({ email: 'a@example.com' }, { expiresAt: Math.floor(Date.now() / 1000) - 600 })],
    ['a bad signature', () => googleToken({ email: 'a@example.com' }, { key: impostor.privateKey })],
    ['a wrong issuer', () => googleToken({ email: 'a@example.com' }, { issuer: 'https://evil.example.com' })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with 401 GOOGLE_TOKEN_INVALID', async (_name, make) => {
    const res = await google(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Google sign-in failed. Please try again.', code: 'GOOGLE_TOKEN_INVALID' });
  });
});

describe('Google-only accounts (no password)', () => {
  it('can not log in with a password, change or confirm with one until they set one by e-mail code', async () => {
    const email = 'only-google@example.com';
    const { token, user } = (await google(await googleToken({ email, given_name: 'OnlyGoogle' }))).json();
    const auth = { ...WEB, authorization: `Bearer ${token}` };

    const loginRes = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: WEB, payload: { nickname: email, password: 'anything at all' } });
    expect(loginRes.statusCode).toBe(401);

    const change = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/change-password',
      headers: auth,
      payload: { currentPassword: 'anything', newPassword: 'a new password' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().code).toBe('PASSWORD_NOT_SET');

    const del = await app.inject({ method: 'DELETE', url: `/api/v1/users/${user.id}`, headers: auth, payload: { password: 'anything' } });
    expect(del.statusCode).toBe(400);
    expect(del.json().code).toBe('PASSWORD_NOT_SET');

    await app.inject({ method: 'POST', url: `/api/v1/otp/send?email=${email}`, headers: WEB });
    const otp = await resetCodeFor(t, email);
    const reset = await app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', headers: WEB, payload: { email, otp, newPassword: 'now with password' } });
    expect(reset.statusCode).toBe(200);
    const fresh = await login(t, email, 'now with password');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${user.id}`,
      headers: { ...WEB, authorization: `Bearer ${fresh.token}` },
      payload: { password: 'now with password' },
    });
    expect(deleted.statusCode).toBe(200);
  });
});
