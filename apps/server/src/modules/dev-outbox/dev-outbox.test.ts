import { outboxResponse } from '@clutch/contract/dev-outbox';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { extractLinks } from './dev-outbox.page.ts';

const verification = {
  to: 'Alice@Example.com',
  subject: 'Verify your e-mail',
  text: 'Open http://localhost:3000/verify?token=abc&x=1 to verify.',
  html: '<!doctype html><html><head><title>Verify</title></head><body><p>Hi "Alice" <b>&amp;</b> welcome</p><a href="http://localhost:3000/verify?token=abc&amp;x=1">Verify</a><a href="javascript:alert(1)">bad</a></body></html>',
};
const code = { to: 'bob@example.com', subject: 'Your code <img src=x onerror=alert(1)>', text: 'Code: 123456', html: '<p>Code: <strong>123456</strong></p>' };

describe('dev outbox (no SMTP_URL)', async () => {
  const { app } = await createTestApp();
  await app.ctx.mail.send(verification);
  await app.ctx.mail.send(code);

  it('lists every e-mail as JSON, newest first', async () => {
    const res = await app.inject('/api/dev/outbox');
    expect(res.statusCode).toBe(200);
    const body = outboxResponse.parse(res.json());
    expect(body.map((e) => e.subject)).toEqual([code.subject, verification.subject]);
    expect(body[1]).toMatchObject(verification);
    expect(Object.keys(body[0]!).sort()).toEqual(['createdAt', 'html', 'id', 'subject', 'text', 'to']);
  });

  it('filters by recipient, case-insensitively', async () => {
    const res = await app.inject('/api/dev/outbox?to=alice@EXAMPLE.com');
    expect(res.json().map((e: { to: string }) => e.to)).toEqual(['Alice@Example.com']);
    expect((await app.inject('/api/dev/outbox?to=nobody@example.com')).json()).toEqual([]);
  });

  it('renders the page with each e-mail in a sandboxed frame under the app CSP', async () => {
    const res = await app.inject('/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/style-src 'self'/);
    const page = res.body;
    expect(page).not.toMatch(/<style|<script/i);
    expect(page).toContain('<link rel="stylesheet" href="/dev/outbox/outbox.css">');
    expect(page).toContain('Alice@Example.com');
    expect(page).toContain('Your code &lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img src=x');
    expect(page.indexOf('Your code')).toBeLessThan(page.indexOf('Verify your e-mail'));

    const frames = [...page.matchAll(/<iframe title="[^"]*" sandbox="([^"]*)" srcdoc="([^"]*)"><\/iframe>/g)];
    expect(frames).toHaveLength(2);
    expect(frames[0]![1]).toBe('allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation');
    expect(frames[0]![1]).not.toContain('allow-scripts');
    const srcdoc = frames[1]![2]!
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    expect(srcdoc).toBe(verification.html.replace('<head>', '<head><base target="_top">'));
    expect(frames[0]![2]).toBe(escapeHtml('<base target="_top"><p>Code: <strong>123456</strong></p>'));

    expect(page).toContain('<a href="http://localhost:3000/verify?token=abc&amp;x=1">');
    expect(page).not.toContain('href="javascript:');
    expect(page).toContain('<details><summary>Text version</summary><pre>Code: 123456</pre></details>');
  });

  it('filters the page by recipient and keeps the filter in the form', async () => {
    const page = (await app.inject('/dev/outbox?to=BOB@example.com')).body;
    expect(page).toContain('1 e-mail to BOB@example.com');
    expect(page).toContain('value="BOB@example.com"');
    expect(page).not.toContain('Verify your e-mail');
    expect(page).toContain('href="/api/dev/outbox?to=BOB%40example.com"');
  });

  it('speaks Portuguese to a pt-BR browser', async () => {
    const page = (await app.inject({ url: '/dev/outbox?to=BOB@example.com', headers: { 'accept-language': 'pt-BR' } })).body;
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('<h1>Caixa de saída (dev)</h1>');
    expect(page).toContain('1 e-mail para BOB@example.com');
    expect(page).toContain('<details><summary>Versão em texto</summary>');
    const chosen = (await app.inject({ url: '/dev/outbox', headers: { 'accept-language': 'en', cookie: 'clutch_locale=pt-BR' } })).body;
    expect(chosen).toContain('2 e-mails</p>');
    expect(chosen).toContain('<label for="to">Destinatário</label>');
  });

  it('serves its stylesheet from its own route', async () => {
    const res = await app.inject('/dev/outbox/outbox.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.body).toContain('#0b0d12');
    expect(res.body).toContain('#7c5cff');
  });
});

describe('dev outbox when empty', async () => {
  const { app } = await createTestApp();

  it('says what to do next', async () => {
    expect((await app.inject('/api/dev/outbox')).json()).toEqual([]);
    const page = (await app.inject('/dev/outbox')).body;
    expect(page).toContain('0 e-mails');
    expect(page).toContain('No e-mail yet.');
  });
});

describe('dev outbox with SMTP_URL set', async () => {
  const { app } = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });

  it('does not exist', async () => {
    expect(app.ctx.mailer.mode).toBe('smtp');
    const api = await app.inject('/api/dev/outbox');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    // The page path falls through to the SPA fallback (here: the "not built" answer), never the outbox.
    const page = await app.inject('/dev/outbox');
    expect(page.statusCode).toBe(503);
    expect(page.body).not.toContain('Dev outbox');
    expect((await app.inject('/dev/outbox/outbox.css')).statusCode).toBe(503);
  });
});

describe('extractLinks', () => {
  it('keeps http(s) targets in order, decoded, without duplicates', () => {
    const html = `<a href="https://a.test/x?y=1&amp;z=2">a</a><A HREF='http://b.test'>b</A><a class="c" href=https://c.test>c</a>
      <a href="mailto:x@y.z">m</a><a href="javascript:void(0)">j</a><a href="https://a.test/x?y=1&#38;z=2">dup</a>`;
    expect(extractLinks(html)).toEqual(['https://a.test/x?y=1&z=2', 'http://b.test', 'https://c.test']);
  });
});
