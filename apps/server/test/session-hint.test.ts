import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOMY_LIMITS, signedInUser } from './account-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

// The session hint (plugins/session-cookie.ts): a cookie the page's script reads to skip GET /auth/me without a
// session. A built web client: the SPA's shell and the landing prerendered, served from its compressed cache.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-hint-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><title>Clutch</title><div id="root"></div></html>');
fs.mkdirSync(path.join(webDist, 'landing'));
fs.writeFileSync(path.join(webDist, 'landing', 'en.html'), '<!doctype html><html lang="en"><title>Clutch</title><h1>Compete</h1></html>');

const t = await createTestApp({ env: { ...ROOMY_LIMITS, WEB_DIST_DIR: webDist } });
const { app } = t;
const player = await signedInUser(t, 'hint');

type Injected = Awaited<ReturnType<typeof app.inject>>;
const hintOf = (res: Injected) => res.cookies.find((c) => c.name === 'clutch_session_hint');

describe('the session hint', () => {
  it('tells a visitor’s page there is no session, on the shared landing and on the app’s pages alike', async () => {
    for (const url of ['/', '/app/tournaments']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(hintOf(res)).toMatchObject({ value: '0', path: '/', sameSite: 'Lax' });
      expect(hintOf(res)?.httpOnly).toBeFalsy();
    }
    // A session that no longer resolves is no session.
    const stale = await app.inject({ url: '/', cookies: { clutch_session: 'not-a-session' } });
    expect(hintOf(stale)?.value).toBe('0');
  });

  it('tells a signed-in browser’s page it has one, while the landing’s body stays the cached one', async () => {
    const visitor = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' }, cookies: { clutch_session: player.token } });
    expect(hintOf(res)).toMatchObject({ value: '1', path: '/' });
    expect(hintOf(res)?.maxAge).toBeGreaterThan(0);
    expect(res.rawPayload.equals(visitor.rawPayload)).toBe(true);
    const page = await app.inject({ url: '/app/settings', cookies: { clutch_session: player.token } });
    expect(hintOf(page)?.value).toBe('1');
  });

  it('follows sign-in and sign-out, and /auth/me still answers a visitor 401', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: WEB,
      payload: { nickname: player.nickName, password: player.password },
    });
    expect(login.statusCode).toBe(200);
    expect(hintOf(login)?.value).toBe('1');
    const token = login.cookies.find((c) => c.name === 'clutch_session')!.value;

    const logout = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: WEB, cookies: { clutch_session: token } });
    expect(logout.statusCode).toBe(200);
    expect(hintOf(logout)?.value).toBe('0');

    const me = await app.inject({ url: '/api/v1/auth/me', headers: WEB });
    expect(me.statusCode).toBe(401);
    expect(hintOf(me)).toBeUndefined();
  });
});
