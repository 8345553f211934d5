import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { register, ROOMY_LIMITS, signedInUser, uniqueAccount } from './account-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-web-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en" data-theme="dark"><title>Clutch</title></html>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const t = await createTestApp({ env: { ...ROOMY_LIMITS, WEB_DIST_DIR: dist } });
const { app } = t;
const PT = { 'accept-language': 'pt-BR,pt;q=0.9' };
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe('the language of the first paint', () => {
  it("follows Accept-Language, then the browser's cookie over it, then the account over both", async () => {
    expect(langOf((await app.inject({ url: '/' })).body)).toBe('en');
    expect(langOf((await app.inject({ url: '/', headers: PT })).body)).toBe('pt-BR');
    const cookieEn = await app.inject({ url: '/app/dashboard', headers: { ...PT, cookie: 'clutch_locale=en' } });
    expect(langOf(cookieEn.body)).toBe('en');
    expect(cookieEn.headers.vary).toContain('Accept-Language');

    const user = await signedInUser(t, 'paint');
    await app.inject({ method: 'PUT', url: '/api/v1/users/me/locale', headers: user.auth, payload: { locale: 'pt-BR' } });
    const page = await app.inject({ url: '/app/dashboard', headers: { authorization: user.auth.authorization, cookie: 'clutch_locale=en' } });
    expect(langOf(page.body)).toBe('pt-BR');
    expect(page.body).toContain('data-theme="dark"');
  });
});

describe("the account's language", () => {
  it('is set by its user, shown on the current user, and refused for a language we do not write', async () => {
    const user = await signedInUser(t, 'choose');
    expect((await app.inject({ url: '/api/v1/auth/me', headers: user.auth })).json().user.locale).toBeNull();
    const res = await app.inject({ method: 'PUT', url: '/api/v1/users/me/locale', headers: user.auth, payload: { locale: 'pt-BR' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.user.id, locale: 'pt-BR' });
    expect((await app.inject({ url: '/api/v1/auth/me', headers: user.auth })).json().user.locale).toBe('pt-BR');
    const bad = await app.inject({ method: 'PUT', url: '/api/v1/users/me/locale', headers: user.auth, payload: { locale: 'fr' } });
    expect(bad.statusCode).toBe(400);
    const visitor = await app.inject({ method: 'PUT', url: '/api/v1/users/me/locale', headers: WEB, payload: { locale: 'en' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('starts as the language the sign-up asked for, and takes the browser choice made before signing in', async () => {
    const account = uniqueAccount('asks');
    const created = await app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { ...WEB, ...PT }, payload: account });
    expect(created.json().user.locale).toBe('pt-BR');
    const silent = await register(t, uniqueAccount('silent'));
    expect(silent.user.locale).toBeNull();

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...WEB, cookie: 'clutch_locale=en' },
      payload: { nickname: account.nickName, password: account.password },
    });
    expect(login.json().user.locale).toBe('en');
  });
});

describe('e-mails in the recipient language', () => {
  it("writes to a pt-BR account in Portuguese whatever language the request asks in", async () => {
    const account = uniqueAccount('mailpt');
    await app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { ...WEB, ...PT }, payload: account });
    const verification = (await t.outbox()).find((m) => m.to === account.email)!;
    expect(verification.subject).toBe('Verifique sua conta da Clutch');
    expect(verification.text).toContain('Verificar minha conta: http://localhost:3000/app/confirm-account?token=');

    const sent = await app.inject({ method: 'POST', url: '/api/v1/otp/send', headers: { ...WEB, 'accept-language': 'en' }, payload: { email: account.email } });
    expect(sent.statusCode).toBe(200);
    const reset = (await t.outbox()).find((m) => m.to === account.email && m.subject !== verification.subject)!;
    expect(reset.subject).toBe('Seu código para redefinir a senha da Clutch');
    expect(reset.text).toMatch(/^\d{6}$/m);
  });

  it('writes in the language the request asks for when the account has none', async () => {
    const account = await register(t, uniqueAccount('mailask'));
    await app.inject({ method: 'POST', url: '/api/v1/otp/send', headers: { ...WEB, ...PT }, payload: { email: account.email } });
    expect((await t.outbox())[0]).toMatchObject({ to: account.email, subject: 'Seu código para redefinir a senha da Clutch' });
  });
});
