import { PUSH_SUBSCRIPTIONS_PER_USER, type PushPayload, type PushSubscriptionInput } from '@clutch/contract/push';
import { eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import https, { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { pushSubscriptions, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createPushService } from '../src/modules/push/push.service.ts';
import { loadVapidKeys, VAPID_FILE } from '../src/platform/push/vapid-keys.ts';
import { createWebPushSender } from '../src/platform/push/web-push-sender.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

// ---- A local fake push service: https with a certificate made for this run, recording what it is sent. ----

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-push-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
  '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  '-keyout', path.join(tmp, 'key.pem'), '-out', path.join(tmp, 'cert.pem'),
], { stdio: 'ignore' });
const cert = fs.readFileSync(path.join(tmp, 'cert.pem'));

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const received: Received[] = [];
/** What the fake answers per endpoint path: `/push/gone` is gone, `/push/missing` never existed, `/push/busy` is overloaded. */
const answers: Record<string, number> = { '/push/gone': 410, '/push/missing': 404, '/push/busy': 503 };
const pushService = https.createServer({ key: fs.readFileSync(path.join(tmp, 'key.pem')), cert }, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(answers[req.url ?? ''] ?? 201).end();
  });
});
await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));
const origin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;

const SUBJECT = 'mailto:ops@clutch.test';
const dataDir = path.join(tmp, 'data');
const t = await createTestApp({
  env: { DATA_DIR: dataDir },
  deps: { pushSender: createWebPushSender({ keys: loadVapidKeys(dataDir, undefined), subject: SUBJECT, agent: new Agent({ ca: cert }), timeoutMs: 5000 }) },
});
const { app } = t;
const db = app.ctx.db;

/** A browser's side of a subscription: its ECDH key pair and auth secret, so the test can decrypt what it is sent. */
function browser(endpointPath: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription: PushSubscriptionInput = {
    endpoint: `${origin}${endpointPath}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return { ecdh, auth, subscription };
}

const subscribe = (who: QuickUser | null, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/push/subscriptions', headers: who?.auth ?? WEB, payload: body as object });
const unsubscribe = (who: QuickUser | null, endpoint: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'DELETE', url: '/api/v1/push/subscriptions', headers: { ...(who?.auth ?? WEB), ...headers }, payload: { endpoint } });
const rowsAt = (endpoint: string) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

async function subscribed(who: QuickUser, endpointPath: string) {
  const b = browser(endpointPath);
  const res = await subscribe(who, b.subscription);
  expect(res.statusCode, res.body).toBe(201);
  return b;
}

/** RFC 8291 (aes128gcm, RFC 8188 with one record): what the user agent does with a push it receives. */
function decryptPush(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  const ecdhSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublicKey, Buffer.from([1])]);
  const ikm = hmac(hmac(authSecret, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  expect(padded[end], 'the last record ends with the 0x02 delimiter').toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<our public key>`, the JWT signed by that key for the push service's origin. */
function verifiedVapid(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, `Authorization: ${authorization}`).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [header, claims, signature] = jwt!.split('.') as [string, string, string];
  const point = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(signed, 'the JWT is signed by the VAPID key').toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

const A = await quickUser(t, 'pusha');
const B = await quickUser(t, 'pushb');

describe('the VAPID public key', () => {
  it('is served to anyone, and is the pair generated into DATA_DIR/vapid.json, readable by its owner only', async () => {
    const res = await app.inject({ url: '/api/v1/push/public-key' });
    expect(res.statusCode, res.body).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(dataDir, VAPID_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(publicKey);
    expect(Buffer.from(stored.privateKey, 'base64url')).toHaveLength(32);
  });

  it('survives a restart: a second start on the same DATA_DIR serves the same key, and the default sender uses it', async () => {
    const before = (await app.inject({ url: '/api/v1/push/public-key' })).json<{ publicKey: string }>().publicKey;
    for (let i = 0; i < 2; i++) {
      const restarted = await createTestApp({ env: { DATA_DIR: dataDir } });
      expect((await restarted.app.inject({ url: '/api/v1/push/public-key' })).json()).toEqual({ publicKey: before });
      await restarted.close();
    }
  });

  it('is generated once in a fresh DATA_DIR, or taken from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY without writing a file', async () => {
    const fresh = path.join(tmp, 'fresh');
    const first = loadVapidKeys(fresh, undefined);
    expect(loadVapidKeys(fresh, undefined)).toEqual(first);
    expect(fs.readdirSync(fresh)).toEqual([VAPID_FILE]);

    const other = path.join(tmp, 'from-env');
    const env = { VAPID_PUBLIC_KEY: first.publicKey, VAPID_PRIVATE_KEY: first.privateKey, VAPID_SUBJECT: SUBJECT };
    const configured = await createTestApp({ env: { DATA_DIR: other, ...env } });
    expect((await configured.app.inject({ url: '/api/v1/push/public-key' })).json()).toEqual({ publicKey: first.publicKey });
    expect(fs.existsSync(path.join(other, VAPID_FILE))).toBe(false);
    await configured.close();
  });

  it('refuses half a key pair, a malformed key or a subject that is not mailto: or https at start-up', () => {
    const { publicKey, privateKey } = loadVapidKeys(path.join(tmp, 'fresh'), undefined);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://clutch.example' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapid.keys).toEqual({ publicKey, privateKey });
    expect(loadConfig({}).vapid.subject).toBe('mailto:no-reply@clutch.local');
    expect(loadConfig({ PUBLIC_URL: 'https://clutch.example' }).vapid.subject).toBe('https://clutch.example');
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@clutch.example' }).vapid.subject).toBe('mailto:ops@clutch.example');
  });
});

describe('push subscriptions', () => {
  it('need a signed-in user', async () => {
    const { subscription } = browser('/push/visitor');
    expect((await subscribe(null, subscription)).statusCode).toBe(401);
    expect((await unsubscribe(null, subscription.endpoint)).statusCode).toBe(401);
    expect(await rowsAt(subscription.endpoint)).toEqual([]);
  });

  it('take an https endpoint and both keys, base64url and of their sizes', async () => {
    const { subscription: good } = browser('/push/validation');
    const bad: Array<[string, unknown, string]> = [
      ['http endpoint', { ...good, endpoint: good.endpoint.replace('https:', 'http:') }, 'endpoint'],
      ['not a URL', { ...good, endpoint: 'push-service/abc' }, 'endpoint'],
      ['credentials in the URL', { ...good, endpoint: good.endpoint.replace('https://', 'https://user:pw@') }, 'endpoint'],
      ['endpoint too long', { ...good, endpoint: `${good.endpoint}/${'a'.repeat(2048)}` }, 'endpoint'],
      ['no keys', { endpoint: good.endpoint }, 'keys'],
      ['no auth', { ...good, keys: { p256dh: good.keys.p256dh } }, 'keys.auth'],
      ['no p256dh', { ...good, keys: { auth: good.keys.auth } }, 'keys.p256dh'],
      ['p256dh of 64 bytes', { ...good, keys: { ...good.keys, p256dh: randomBytes(64).toString('base64url') } }, 'keys.p256dh'],
      ['p256dh in base64, not base64url', { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, -2)}+/` } }, 'keys.p256dh'],
      ['auth of 15 bytes', { ...good, keys: { ...good.keys, auth: randomBytes(15).toString('base64url') } }, 'keys.auth'],
      ['auth of 32 bytes', { ...good, keys: { ...good.keys, auth: randomBytes(32).toString('base64url') } }, 'keys.auth'],
      ['auth with a stray character', { ...good, keys: { ...good.keys, auth: `${good.keys.auth.slice(1)}$` } }, 'keys.auth'],
    ];
    for (const [what, body, field] of bad) {
      const res = await subscribe(A, body);
      expect(res.statusCode, what).toBe(400);
      expect(Object.keys(res.json<{ fields?: Record<string, string> }>().fields ?? {}), what).toContain(field);
    }
    expect(await rowsAt(good.endpoint)).toEqual([]);
    const res = await subscribe(A, good);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ endpoint: good.endpoint, createdAt: expect.any(String) });
    // Padded base64url is the same key.
    expect((await subscribe(A, { ...good, keys: { ...good.keys, auth: `${good.keys.auth}==` } })).statusCode).toBe(201);
    const message = (await subscribe(A, { ...good, endpoint: 'http://x.test/' })).json<{ fields: Record<string, string> }>().fields.endpoint;
    expect(message).toBe('The push endpoint must be an https URL.');
  });

  it('belong to the session user: one row per endpoint, moved to whoever subscribes it again', async () => {
    const { subscription } = browser('/push/shared-browser');
    expect((await subscribe(A, subscription)).statusCode).toBe(201);
    expect((await rowsAt(subscription.endpoint)).map((r) => r.userId)).toEqual([A.user.id]);
    const renewed = browser('/push/shared-browser').subscription;
    expect((await subscribe(B, renewed)).statusCode).toBe(201);
    const rows = await rowsAt(subscription.endpoint);
    expect(rows.map((r) => [r.userId, r.p256dh, r.auth])).toEqual([[B.user.id, renewed.keys.p256dh, renewed.keys.auth]]);
  });

  it('are deleted by their owner only: another user’s endpoint is not found and stays', async () => {
    const { subscription } = await subscribed(A, '/push/a-only');
    const refused = await unsubscribe(B, subscription.endpoint, { 'accept-language': 'pt-BR' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'PUSH_SUBSCRIPTION_NOT_FOUND', message: 'Inscrição de push não encontrada.' });
    expect(await rowsAt(subscription.endpoint)).toHaveLength(1);
    const removed = await unsubscribe(A, subscription.endpoint);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'Push notifications are off on this device.' });
    expect(await rowsAt(subscription.endpoint)).toEqual([]);
    expect((await unsubscribe(A, subscription.endpoint)).statusCode).toBe(404);
  });

  it(`keep a user's newest ${PUSH_SUBSCRIPTIONS_PER_USER} devices`, async () => {
    const C = await quickUser(t, 'pushc');
    const endpoints: string[] = [];
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_PER_USER; i++) endpoints.push((await subscribed(C, `/push/c-${i}`)).subscription.endpoint);
    const kept = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, C.user.id));
    expect(kept.map((r) => r.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });
});

describe('account erasure', () => {
  it("forgets the account's push subscriptions, so no device hears from it again", async () => {
    const password = 'correct horse battery';
    const gone = await quickUser(t, 'pusherased');
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, gone.user.id));
    const { subscription } = await subscribed(gone, '/push/erased');
    const res = await app.inject({ method: 'DELETE', url: `/api/v1/users/${gone.user.id}`, headers: gone.auth, payload: { password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsAt(subscription.endpoint)).toEqual([]);
  });
});

describe('sendPush', () => {
  it('sends an encrypted, VAPID-signed message to each of the user’s devices and forgets those answered 404 or 410', async () => {
    const D = await quickUser(t, 'pushd');
    const E = await quickUser(t, 'pushe');
    const phone = await subscribed(D, '/push/d-phone');
    const laptop = await subscribed(D, '/push/d-laptop');
    const gone = await subscribed(D, '/push/gone');
    const missing = await subscribed(D, '/push/missing');
    const busy = await subscribed(D, '/push/busy');
    const someoneElse = await subscribed(E, '/push/e-phone');
    received.length = 0;

    const payload: PushPayload = { title: 'Match starting', body: 'Your match starts in 15 minutes.', url: '/app/tickets/abc', tag: 'match-1' };
    const outcome = await createPushService(app.ctx).sendPush(D.user.id, payload, { ttlSeconds: 900, urgency: 'high' });
    expect(outcome).toEqual({ sent: 2, removed: 2, failed: 1 });

    expect(received.map((r) => r.path).sort()).toEqual(['/push/busy', '/push/d-laptop', '/push/d-phone', '/push/gone', '/push/missing']);
    const publicKey = (await app.inject({ url: '/api/v1/push/public-key' })).json<{ publicKey: string }>().publicKey;
    for (const request of received) {
      const claims = verifiedVapid(request.headers.authorization as string, publicKey);
      expect(claims.aud).toBe(origin);
      expect(claims.sub).toBe(SUBJECT);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60_000);
      expect(request.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '900', urgency: 'high' });
    }
    for (const device of [phone, laptop]) {
      const request = received.find((r) => device.subscription.endpoint.endsWith(r.path))!;
      expect(request.body.toString('utf8')).not.toContain('Match starting');
      expect(JSON.parse(decryptPush(request.body, device.ecdh, device.auth))).toEqual(payload);
    }

    expect(await rowsAt(gone.subscription.endpoint)).toEqual([]);
    expect(await rowsAt(missing.subscription.endpoint)).toEqual([]);
    for (const kept of [phone, laptop, busy, someoneElse]) expect(await rowsAt(kept.subscription.endpoint)).toHaveLength(1);
  });

  it('sends nothing to a user without subscriptions, and refuses a payload that is not one', async () => {
    const F = await quickUser(t, 'pushf');
    received.length = 0;
    await expect(createPushService(app.ctx).sendPush(F.user.id, { title: 'Hi', body: '', url: '/app/' })).resolves.toEqual({ sent: 0, removed: 0, failed: 0 });
    await expect(createPushService(app.ctx).sendPush(F.user.id, { title: 'Hi', body: '', url: 'https://evil.example/' })).rejects.toThrow();
    expect(received).toEqual([]);
  });
});
