import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

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
