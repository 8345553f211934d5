import helmet from 'helmet';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { contentSecurityPolicy } from './security.ts';

/** What @fastify/helmet sent with the app's options: helmet's middleware run on a real response, per request. */
async function helmetPerRequest(options: Parameters<typeof helmet>[0]) {
  const server = http.createServer((req, res) => helmet(options)(req, res, () => res.end('{}')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return Object.fromEntries([...res.headers].filter(([name]) => !skip.has(name)));
}

describe('security headers computed once', async () => {
  const { app, config } = await createTestApp();
  const expected = await helmetPerRequest({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  it('sends exactly what helmet wrote per request, the policy included, on a response outside the JSON API', async () => {
    const res = await app.inject('/healthz');
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps every header but the policy on JSON API answers, successes and errors alike', async () => {
    for (const url of ['/api/v1/games/all', '/api/v1/nope', '/api/v1/auth/me']) {
      const res = await app.inject(url);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      for (const name of ['x-content-type-options', 'x-frame-options', 'strict-transport-security', 'referrer-policy', 'cross-origin-opener-policy']) {
        expect(res.headers[name], `${url} ${name}`).toBe(expected[name]);
      }
    }
  });

  it('puts the policy on the pages the server renders itself', async () => {
    for (const url of ['/dev/outbox', '/api/docs']) {
      const res = await app.inject(url);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['content-security-policy'], url).toBe(expected['content-security-policy']);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
