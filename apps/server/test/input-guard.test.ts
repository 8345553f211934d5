import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOMY_LIMITS, signedInUser } from './account-helpers.ts';
import { createTestApp, WEB, type TestApp } from './test-app.ts';

/**
 * A NUL byte or an unpaired surrogate in any input is refused once, before validation and before it can reach
 * PostgreSQL (which can not store NUL in text and answered 500), with 400 INVALID_CHARACTERS naming the field.
 */
let t: TestApp;
let auth: Record<string, string>;
const id = randomUUID();

beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_LIMITS });
  auth = (await signedInUser(t, 'guard')).auth;
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function expectRefused(method: Method, url: string, field: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
  const body = res.json<{ message: string; code: string; fields: Record<string, string> }>();
  expect(body.code).toBe('INVALID_CHARACTERS');
  expect(body.message).toContain(field);
  expect(Object.keys(body.fields)).toEqual([field]);
}

// [method, url with X where the hostile text goes, the field the answer names]
const pathAndQuery: Array<[Method, string, string]> = [
  ['GET', '/api/v1/games/X', 'id'],
  ['GET', '/api/v1/games/search/X', 'text'],
  ['GET', '/api/v1/games/all?search=X', 'search'],
  ['GET', '/api/v1/games/all?genre=X', 'genre'],
  ['GET', '/api/v1/games/all?platform=X', 'platform'],
  ['GET', '/api/v1/tournaments?search=X', 'search'],
  ['GET', '/api/v1/tournaments?game=X', 'game'],
  ['GET', '/api/v1/tournaments/X', 'id'],
  ['GET', '/api/v1/tournaments/search/X', 'text'],
  ['GET', '/api/v1/tournaments/game/X', 'gameId'],
  ['GET', '/api/v1/users/search/X', 'term'],
  ['GET', '/api/v1/users?currentUserId=X', 'currentUserId'],
  ['GET', '/api/v1/search?q=X', 'q'],
  ['POST', '/api/v1/auth/verify-account/X', 'token'],
  ['POST', '/api/v1/auth/validate-auth-token/X', 'token'],
  ['POST', '/api/v1/otp/send?email=X', 'email'],
  ['POST', '/api/v1/otp/validate-otp?email=a%40example.com&otp=X', 'otp'],
  ['POST', '/api/v1/users/resend-confirmation?email=X', 'email'],
  ['PATCH', `/api/v1/team-registrations/${id}/reject?reason=X`, 'reason'],
  ['GET', `/api/v1/team-registrations/tournaments/${id}/status/X`, 'status'],
  ['GET', '/api/dev/outbox?to=X', 'to'],
  ['GET', '/media/games/X.svg', 'slug'],
];

describe('NUL in the path and the query string', () => {
  it.each(pathAndQuery)('%s %s answers 400 naming %s', async (method, url, field) => {
    await expectRefused(method, url.replace('X', '%00'), field);
    await expectRefused(method, url.replace('X', 'abc%00def'), field);
  });

  it('a lone surrogate can only be written in a URL as invalid UTF-8: the path answers 400 MALFORMED_URL, the query is never a 5xx', async () => {
    for (const segment of ['%ED%A0%80', '%zz', '%', '%C0%AE']) {
      const path = await t.app.inject({ method: 'GET', url: `/api/v1/games/${segment}`, headers: auth });
      expect(path.statusCode).toBe(400);
      expect(path.json()).toEqual({ message: 'The URL is malformed: it has an invalid percent-encoding.', code: 'MALFORMED_URL' });
    }
    const query = await t.app.inject({ method: 'GET', url: '/api/v1/tournaments?search=%ED%A0%80', headers: auth });
    expect(query.statusCode).toBeLessThan(500);
  });

  it('a path segment longer than the router takes answers 414 in the API error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/games/${'x'.repeat(700)}`, headers: auth });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'A part of the URL is too long.', code: 'URL_TOO_LONG' });
  });
});

// [method, url, body with X where the hostile text goes, the field the answer names]
const bodies: Array<[Method, string, Record<string, unknown>, string]> = [
  ['POST', '/api/v1/auth/login', { nickname: 'X', password: 'correct horse battery' }, 'nickname'],
  ['POST', '/api/v1/auth/login', { nickname: 'someone', password: 'X' }, 'password'],
  ['POST', '/api/v1/auth/register', { email: 'x@example.com', password: 'correct horse battery', nickName: 'X' }, 'nickName'],
  ['POST', '/api/v1/auth/google', { idToken: 'X' }, 'idToken'],
  ['PATCH', '/api/v1/auth/change-password', { currentPassword: 'X', newPassword: 'correct horse battery 2' }, 'currentPassword'],
  ['POST', '/api/v1/auth/reset-password', { email: 'x@example.com', otp: '123456', newPassword: 'X' }, 'newPassword'],
  ['POST', '/api/v1/tournaments', { name: 'X' }, 'name'],
  ['POST', '/api/v1/tournaments', { name: 'Cup', prizes: [{ position: 1, description: 'X' }] }, 'prizes.0.description'],
  ['PUT', `/api/v1/tournaments/${id}`, { name: 'Cup', rules: ['fair play', 'X'] }, 'rules.1'],
  ['POST', `/api/v1/tournaments/${id}/cancel`, { reason: 'X' }, 'reason'],
  ['POST', '/api/v1/targets', { title: 'X' }, 'title'],
  ['POST', `/api/v1/match-reports/${id}/dispute`, { reason: 'X' }, 'reason'],
  ['POST', '/api/v1/billing/deposits', { amount: 10, currency: 'X' }, 'currency'],
  ['POST', '/api/v1/tournaments', { name: 'Cup', 'X': 1 }, 'X'],
];

describe('NUL and lone surrogates in a JSON body', () => {
  it.each(bodies)('%s %s %j answers 400 naming the field', async (method, url, body, field) => {
    for (const bad of ['\u0000', 'abc\u0000', '\uD800', 'x\uDC00y']) {
      const json = JSON.parse(JSON.stringify(body).replace('"X"', JSON.stringify(bad))) as Record<string, unknown>;
      await expectRefused(method, url, field.replace('X', bad), json);
    }
  });
});

const BOUNDARY = 'clutchboundary';

function form(parts: Array<{ name: string; value: Buffer | string; filename?: string; contentType?: string }>) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

async function postForm(url: string, payload: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  return t.app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': contentType }, payload });
}

describe('multipart forms', () => {
  it.each(['name', 'bio', 'users'])('a NUL or a lone surrogate in the team field %s answers 400 naming it', async (field) => {
    const nul = form([{ name: 'name', value: 'Team' }, { name: field, value: 'a\u0000b' }]);
    // A part may declare its charset: UTF-16 is the one way bytes on the wire decode to an unpaired surrogate.
    const surrogate = form([{ name: 'name', value: 'Team' }, { name: field, value: Buffer.from('a\uD800b', 'utf16le'), contentType: 'text/plain; charset=utf-16le' }]);
    for (const payload of [nul, surrogate]) {
      const res = await postForm('/api/v1/teams', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CHARACTERS', fields: { [field]: expect.stringContaining(field) } });
    }
  });

  it('a NUL in an uploaded file name answers 400', async () => {
    const res = await postForm('/api/v1/uploads/images', form([{ name: 'file', value: 'not really an image', filename: 'a\u0000.png', contentType: 'image/png' }]));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
  });

  it.each([
    ['truncated', form([{ name: 'name', value: 'Team' }]).subarray(0, 60), undefined],
    ['without a boundary', form([{ name: 'name', value: 'Team' }]), 'multipart/form-data'],
    ['with a boundary that is not in the body', 'just some text', `multipart/form-data; boundary=${BOUNDARY}`],
    ['with an empty boundary', form([{ name: 'name', value: 'Team' }]), 'multipart/form-data; boundary='],
    ['with a boundary longer than a parser takes', form([{ name: 'name', value: 'Team' }]), `multipart/form-data; boundary=${'b'.repeat(300)}`],
    ['with a JSON field that is not JSON', form([{ name: 'name', value: '{nope', contentType: 'application/json' }]), undefined],
  ])('a form %s answers 400 MALFORMED_FORM', async (_label, payload, contentType) => {
    const res = await postForm('/api/v1/teams', payload, contentType);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: 'The form is malformed or incomplete.', code: 'MALFORMED_FORM' });
  });
});

describe('headers', () => {
  it('a NUL in the user agent a session would store answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...WEB, 'user-agent': 'bot\u0000' },
      payload: { nickname: 'someone', password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_CHARACTERS', fields: { 'user-agent': expect.any(String) } });
  });
});

describe('what stays allowed', () => {
  it('well-formed text outside the Basic Multilingual Plane, and a real surrogate pair, pass the guard', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/tournaments?search=${encodeURIComponent('Cup 🏆 ñ 漢')}`, headers: auth });
    expect(res.statusCode).toBe(200);
  });
});
