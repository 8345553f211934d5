import { describe, expect, it } from 'vitest';
import { DAY, HOUR, login, register, ROOMY_LIMITS, signedInUser, testClock, uniqueAccount, verificationTokenFor } from './account-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const clock = testClock();
const t = await createTestApp({ env: ROOMY_LIMITS, deps: { now: clock.now } });
const { app } = t;

const post = (url: string, payload?: object, headers: Record<string, string> = WEB) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const bearer = (token: string) => ({ ...WEB, authorization: `Bearer ${token}` });

describe('register', () => {
  it('creates an unverified account, answers 201 without signing in, and e-mails a verification link', async () => {
    const account = uniqueAccount('reg');
    const res = await post('/api/v1/auth/register', account);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toMatch(/verification link/);
    expect(body.user).toMatchObject({ nickName: account.nickName, email: account.email, userVerified: false, roles: ['USER'] });
    expect(body).not.toHaveProperty('token');
    expect(res.headers['set-cookie']).toBeUndefined();

    const mail = (await t.outbox())[0]!;
    expect(mail.to).toBe(account.email);
    expect(mail.subject).toBe('Verify your Clutch account');
    expect(mail.text).toMatch(/^Verify my account: http:\/\/localhost:3000\/app\/confirm-account\?token=[\w-]{43}$/m);
    expect(mail.html).toContain('#0b0d12');
  });

  it('stores the e-mail trimmed and lower-cased', async () => {
    const account = uniqueAccount('case');
    const res = await post('/api/v1/auth/register', { ...account, email: `  ${account.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe(account.email);
  });

  it('asks for 8 password characters', async () => {
    const res = await post('/api/v1/auth/register', { ...uniqueAccount(), password: 'short12' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Password must be at least 8 characters' });
  });

  it('refuses a malformed e-mail and a malformed nickname', async () => {
    const badEmail = await post('/api/v1/auth/register', { ...uniqueAccount(), email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields.email).toBe('Please, enter a valid e-mail address');
    const badNick = await post('/api/v1/auth/register', { ...uniqueAccount(), nickName: 'has space' });
    expect(badNick.statusCode).toBe(400);
    expect(badNick.json().fields.nickName).toMatch(/letters, digits/);
  });

  it('refuses a nickname or e-mail already taken in another case with 409', async () => {
    const first = await register(t, uniqueAccount('dup'));
    const sameNick = await post('/api/v1/auth/register', { ...uniqueAccount(), nickName: first.nickName.toUpperCase() });
    expect(sameNick.statusCode).toBe(409);
    expect(sameNick.json()).toMatchObject({ message: 'This nickname is taken.', code: 'NICKNAME_TAKEN' });
    const sameEmail = await post('/api/v1/auth/register', { ...uniqueAccount(), email: first.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ message: 'This e-mail is already registered.', code: 'EMAIL_TAKEN' });
  });

  it('lets exactly one of two simultaneous registrations of a nickname through', async () => {
    const a = uniqueAccount('race');
    const b = { ...uniqueAccount(), nickName: a.nickName.toUpperCase() };
    const results = await Promise.all([post('/api/v1/auth/register', a), post('/api/v1/auth/register', b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('stores the password as argon2id with the OWASP parameters', async () => {
    const { user } = await register(t);
    const rows = await app.ctx.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
    expect(rows?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('account verification', () => {
  it('verifies with the e-mailed link once; reuse fails', async () => {
    const account = await register(t);
    const token = await verificationTokenFor(t, account.email);
    const ok = await post(`/api/v1/auth/verify-account/${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Your account has been successfully verified.' });
    const { user } = await login(t, account.nickName, account.password);
    expect(user.userVerified).toBe(true);

    const again = await post(`/api/v1/auth/verify-account/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid or expired token.', code: 'INVALID_TOKEN' });
  });

  it('refuses an unknown token', async () => {
    const res = await post('/api/v1/auth/verify-account/nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a link older than 24 hours', async () => {
    const account = await register(t);
    const token = await verificationTokenFor(t, account.email);
    clock.advance(24 * HOUR + 1000);
    const res = await post(`/api/v1/auth/verify-account/${token}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid or expired token.');
  });
});

describe('login', () => {
  it('accepts the e-mail or the nickname in any case, and unverified accounts', async () => {
    const account = await register(t);
    for (const id of [account.email, account.email.toUpperCase(), account.nickName, account.nickName.toUpperCase()]) {
      const { token, user } = await login(t, id, account.password);
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(user).toMatchObject({ id: account.user.id, email: account.email, userVerified: false });
    }
  });

  it('answers a wrong password and an unknown account identically with 401', async () => {
    const account = await register(t);
    const wrong = await post('/api/v1/auth/login', { nickname: account.nickName, password: 'wrong password' });
    const unknown = await post('/api/v1/auth/login', { nickname: 'nobody-here', password: 'wrong password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Incorrect email/nickname or password.', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('sets an HttpOnly, SameSite=Lax, Secure, site-wide 7-day session cookie', async () => {
    const account = await register(t);
    const res = await post('/api/v1/auth/login', { nickname: account.nickName, password: account.password });
    const cookie = res.cookies.find((c) => c.name === 'clutch_session');
    expect(cookie).toMatchObject({ value: res.json().token, httpOnly: true, sameSite: 'Lax', secure: true, path: '/', maxAge: 604800 });
  });

  it('authenticates later requests by cookie and by Bearer token', async () => {
    const { token, user } = await signedInUser(t);
    const byBearer = await app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json().user.id).toBe(user.id);
    const byCookie = await app.inject({ url: '/api/v1/auth/me', cookies: { clutch_session: token } });
    expect(byCookie.json().user).toMatchObject({ id: user.id, email: user.email });
    const anonymous = await app.inject({ url: '/api/v1/auth/me' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ends sessions after 7 days', async () => {
    const { token } = await signedInUser(t);
    clock.advance(7 * DAY + 1000);
    expect((await app.inject({ url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await post(`/api/v1/auth/validate-auth-token/${token}`)).json()).toEqual({ success: false });
  });
});

describe('validate-auth-token', () => {
  it('reports a live token with its user and anything else as success false', async () => {
    const { token, user } = await signedInUser(t);
    const live = await post(`/api/v1/auth/validate-auth-token/${token}`);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ success: true, user: { id: user.id, email: user.email } });
    const dead = await post('/api/v1/auth/validate-auth-token/not-a-token');
    expect(dead.statusCode).toBe(200);
    expect(dead.json()).toEqual({ success: false });
  });
});

describe('logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const { token } = await signedInUser(t);
    const res = await post('/api/v1/auth/logout', undefined, bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out.' });
    const cleared = res.cookies.find((c) => c.name === 'clutch_session');
    expect(cleared?.value).toBe('');
    expect((await app.inject({ url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('is idempotent: 200 without a session', async () => {
    const res = await post('/api/v1/auth/logout');
    expect(res.statusCode).toBe(200);
  });
});

describe('change-password', () => {
  it('keeps the current session, revokes the others, and takes the new password', async () => {
    const me = await signedInUser(t);
    const other = await login(t, me.nickName, me.password);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/change-password',
      headers: me.auth,
      payload: { nickname: me.nickName.toUpperCase(), currentPassword: me.password, newPassword: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been updated successfully.' });
    expect((await app.inject({ url: '/api/v1/auth/me', headers: me.auth })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/auth/me', headers: bearer(other.token) })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/login', { nickname: me.nickName, password: me.password })).statusCode).toBe(401);
    await login(t, me.nickName, 'a brand new secret');
  });

  it('refuses a wrong current password with the spec message', async () => {
    const me = await signedInUser(t);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/change-password',
      headers: me.auth,
      payload: { currentPassword: 'not my password', newPassword: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Failed to change password. Please check your current password and try again.',
      code: 'INVALID_CURRENT_PASSWORD',
    });
  });

  it('refuses a nickname naming another user with 403', async () => {
    const me = await signedInUser(t);
    const someoneElse = await register(t);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/change-password',
      headers: me.auth,
      payload: { nickname: someoneElse.nickName, currentPassword: me.password, newPassword: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACTOR_MISMATCH');
  });

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/change-password',
      headers: WEB,
      payload: { currentPassword: 'whatever1', newPassword: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('auth config', () => {
  it('says Google sign-in is off when GOOGLE_CLIENT_ID is unset', async () => {
    expect((await app.inject('/api/v1/auth/config')).json()).toEqual({ googleClientId: null });
    const res = await post('/api/v1/auth/google', { idToken: 'x.y.z' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('GOOGLE_NOT_CONFIGURED');
  });
});

describe('OpenAPI', () => {
  it('documents every account endpoint', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/v1/auth/register',
      '/api/v1/auth/login',
      '/api/v1/auth/google',
      '/api/v1/auth/me',
      '/api/v1/auth/reset-password',
      '/api/v1/otp/send',
      '/api/v1/otp/validate-otp',
      '/api/v1/users/{id}',
      '/api/v1/users/search/{term}',
      '/api/v1/users/resend-confirmation',
    ]) {
      expect(paths).toContain(p);
    }
    expect(doc.paths['/api/v1/auth/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('nickname');
  });
});
