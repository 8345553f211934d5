import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { freshDatabase } from './database-template.ts';
import { createTestApp, WEB } from './test-app.ts';

describe('platform', async () => {
  const { app } = await createTestApp();

  it('answers /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await app.inject('/api/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /api/v1/nope.', code: 'NOT_FOUND' });
  });

  it('refuses a mutating request without X-Client-Type', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { nickname: 'a', password: 'b' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CLIENT_TYPE_REQUIRED');
  });

  it('sends a request id and security headers', async () => {
    const res = await app.inject('/healthz');
    expect(res.headers['x-request-id']).toMatch(/[\w-]+/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://accounts.google.com');
    expect(csp).toContain('https://js.stripe.com');
  });

  it('echoes a well-formed incoming request id', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().info.title).toBe('Clutch API');
  });
});

describe('request bodies', async () => {
  const { app } = await createTestApp();
  const json = { ...WEB, 'content-type': 'application/json' };

  it('answers an oversized body with 413', async () => {
    const payload = JSON.stringify({ nickname: 'x'.repeat(app.ctx.config.bodyLimitBytes), password: 'secret-password' });
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: json, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: json, payload: '{"nickname": "a",' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'MALFORMED_JSON' });
  });
});

describe('global rate limit', async () => {
  const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });

  it('answers 429 past RATE_LIMIT_MAX API requests a minute, and never limits health checks', async () => {
    for (let i = 0; i < 3; i++) expect((await app.inject('/api/dev/outbox')).statusCode).toBe(200);
    const limited = await app.inject('/api/dev/outbox');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });
});

describe('/readyz without a database', () => {
  it('answers 503 once the database is closed', async () => {
    const database = await freshDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' });
    const app = await buildApp({ config, database, logger: false });
    try {
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      await database.close();
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'The database does not answer.', code: 'NOT_READY' });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('web client', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><title>Clutch SPA</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("hi")');
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync('console.log("hi")'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const built = (await createTestApp({ env: { WEB_DIST_DIR: dist } })).app;
  const unbuilt = (await createTestApp()).app;

  it('answers unknown non-API GETs with the SPA index so the client router decides', async () => {
    for (const url of ['/', '/tournaments/123', '/some/unknown/page?x=1']) {
      const res = await built.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Clutch SPA</title>');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await built.inject('/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed asset when the browser accepts it', async () => {
    const res = await built.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("hi")');
    const plain = await built.inject('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("hi")');
  });

  it('keeps JSON 404s for API, uploads and non-GET requests', async () => {
    expect((await built.inject('/api/v1/nope')).json().code).toBe('NOT_FOUND');
    expect((await built.inject('/uploads/nope.png')).json().code).toBe('NOT_FOUND');
    const post = await built.inject({ method: 'POST', url: '/some/page', headers: WEB });
    expect(post.statusCode).toBe(404);
  });

  it('lets any site frame the embed and overlay pages, and no other page', async () => {
    for (const url of ['/embed/tournaments/123?view=bracket', '/overlay/tournaments/123?show=match']) {
      const res = await built.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Clutch SPA</title>');
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain('frame-ancestors *');
      // Everything else in the policy stays as strict as on any page.
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
    }
    for (const url of ['/app/tournaments/123', '/app/', '/', '/embedded', '/overlays/x']) {
      const res = await built.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
    }
  });

  it('names the language the embedding site asks for with ?lang=, else the browser’s', async () => {
    const asked = await built.inject({ url: '/embed/tournaments/123?lang=pt-BR', headers: { 'accept-language': 'en' } });
    expect(asked.body).toContain('<html lang="pt-BR"');
    const browser = await built.inject({ url: '/overlay/tournaments/123?lang=xx', headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(browser.body).toContain('<html lang="pt-BR"');
  });

  it('answers 503 with a hint when the client is not built', async () => {
    for (const url of ['/tournaments', '/embed/tournaments/123']) {
      const res = await unbuilt.inject(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('npm run build');
    }
  });
});
