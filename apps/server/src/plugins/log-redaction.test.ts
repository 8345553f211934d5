import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ROOMY_LIMITS, signedInUser } from '../../test/account-helpers.ts';
import { createTestApp, WEB } from '../../test/test-app.ts';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/auth/validate-auth-token/abc.DEF-123', '/api/v1/auth/validate-auth-token/[redacted]'],
    ['/api/v1/auth/verify-account/tok_42?x=1', '/api/v1/auth/verify-account/[redacted]?x=1'],
    ['/api/v1/otp/validate-otp?email=jo%40example.com&otp=123456', '/api/v1/otp/validate-otp?email=[redacted]&otp=[redacted]'],
    ['/api/v1/otp/send?EMAIL=jo@example.com', '/api/v1/otp/send?EMAIL=[redacted]'],
    ['/app/confirm-account?token=s3cret', '/app/confirm-account?token=[redacted]'],
    ['/payments/sandbox/portal?token=eyJ.x.y', '/payments/sandbox/portal?token=[redacted]'],
    ['/payments/sandbox/checkout/cs_sbx_0123456789abcdef01234567', '/payments/sandbox/checkout/[redacted]'],
    ['/api/v1/users/search/jo%40example.com', '/api/v1/users/search/[redacted]'],
    ['/api/dev/outbox?to=jo%40example.com', '/api/dev/outbox?to=[redacted]'],
    ['/api/v1/tournaments?search=cup&contact=a%40b.c&limit=10', '/api/v1/tournaments?search=cup&contact=[redacted]&limit=10'],
    ['/api/v1/tournaments?search=cup&limit=10', '/api/v1/tournaments?search=cup&limit=10'],
    ['/api/v1/games/%E0%A4%A', '/api/v1/games/%E0%A4%A'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the request log', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const t = await createTestApp({ env: ROOMY_LIMITS, deps: { logger: { level: 'info', stream } } });
  const { app } = t;

  it('keeps no session token, link token, code or e-mail address of the URLs it logs', async () => {
    const user = await signedInUser(t, 'redact');
    const linkToken = 'Zq3' + 'x'.repeat(40);
    const email = user.email;
    const calls = [
      { method: 'POST' as const, url: `/api/v1/auth/validate-auth-token/${user.token}` },
      { method: 'POST' as const, url: `/api/v1/auth/verify-account/${linkToken}` },
      { method: 'POST' as const, url: `/api/v1/otp/send?email=${encodeURIComponent(email)}` },
      { method: 'POST' as const, url: `/api/v1/otp/validate-otp?email=${encodeURIComponent(email)}&otp=918273` },
      { method: 'POST' as const, url: `/api/v1/users/resend-confirmation?email=${encodeURIComponent(email)}` },
      { method: 'GET' as const, url: `/app/confirm-account?token=${linkToken}` },
      { method: 'GET' as const, url: `/payments/sandbox/portal?token=${linkToken}` },
      { method: 'GET' as const, url: `/api/v1/users/search/${encodeURIComponent(email)}` },
    ];
    for (const call of calls) await app.inject({ ...call, headers: { ...WEB, authorization: `Bearer ${user.token}` } });

    const log = lines.join('');
    for (const call of calls) expect(log).toContain(`"url":"${call.url.split(/[?]|\/(?=[^/]*$)/)[0]}`);
    expect(log).toContain('"url":"/api/v1/auth/validate-auth-token/[redacted]"');
    expect(log).toContain('"url":"/api/v1/otp/validate-otp?email=[redacted]&otp=[redacted]"');
    for (const secret of [user.token, linkToken, '918273', email, encodeURIComponent(email)]) expect(log).not.toContain(secret);
  });

  it('reads the code from a JSON body, the query kept for older clients', async () => {
    const viaBody = await app.inject({
      method: 'POST',
      url: '/api/v1/otp/validate-otp',
      headers: WEB,
      payload: { email: 'nobody@example.com', otp: '111111' },
    });
    expect(viaBody.statusCode).toBe(400);
    expect(viaBody.json().code).toBe('INVALID_OTP');
    const viaQuery = await app.inject({ method: 'POST', url: '/api/v1/otp/validate-otp?email=nobody%40example.com&otp=111111', headers: WEB });
    expect(viaQuery.json().code).toBe('INVALID_OTP');
    const missing = await app.inject({ method: 'POST', url: '/api/v1/otp/validate-otp', headers: WEB, payload: { email: 'nobody@example.com' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const neither = await app.inject({ method: 'POST', url: '/api/v1/otp/send', headers: WEB });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().code).toBe('VALIDATION_FAILED');
  });
});
