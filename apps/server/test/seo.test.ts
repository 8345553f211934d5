import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInUser, ROOMY_LIMITS } from './account-helpers.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { createTestApp } from './test-app.ts';

// A built web client as the build leaves it: the SPA's shell and the landing prerendered per language.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-seo-web-'));
const shell = (root: string) =>
  [
    '<!doctype html>',
    '<html lang="en" data-theme="dark">',
    '  <head>',
    '    <meta name="description" content="Clutch — create and join esports tournaments." />',
    '    <title>Clutch — esports tournaments</title>',
    '  </head>',
    '  <body>',
    `    <div id="root">${root}</div>`,
    '  </body>',
    '</html>',
  ].join('\n');
fs.writeFileSync(path.join(webDist, 'index.html'), shell(''));
fs.mkdirSync(path.join(webDist, 'landing'));
fs.writeFileSync(path.join(webDist, 'landing', 'en.html'), shell('<h1>Compete in any game.</h1>'));
// The tournament page's first paint as the build renders it (apps/web src/entry-server.tsx), slots and all.
fs.writeFileSync(
  path.join(webDist, 'tournament-preview.html'),
  '<link rel="preload" as="image" href="__CLUTCH_COVER__"/><div id="page-preview" aria-hidden="true"><img src="__CLUTCH_COVER__" alt=""/><h1>__CLUTCH_NAME__</h1><p>__CLUTCH_GAME__</p></div>',
);
fs.writeFileSync(path.join(webDist, 'landing', 'pt-BR.html'), shell('<h1>Compita em qualquer jogo.</h1>').replace('lang="en"', 'lang="pt-BR"'));

const t = await createTestApp({ env: { ...ROOMY_LIMITS, WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://clutch.example' } });
const { app } = t;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await signedInUser(t, 'seo');
const hostile = await insertTournament(t, {
  organizerId: organizer.user.id,
  gameId: cs2,
  name: 'Seo Open </script><script>alert(1)</script>',
  description: 'Five rounds & a "final" <b>live</b>.',
});
const draft = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, name: 'Seo Secret Draft', status: 'DRAFT' });

const jsonLdOf = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
};

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of the app and the API and points at the sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /app/');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Allow: /app/tournaments/');
    expect(res.body).toContain('Sitemap: https://clutch.example/sitemap.xml');
  });

  it('lists the landing and public tournaments, never a draft', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(res.body).toContain('<loc>https://clutch.example/</loc>');
    expect(res.body).toContain(`<loc>https://clutch.example/app/tournaments/${hostile.id}</loc>`);
    expect(res.body).not.toContain(draft.id);
    expect((await app.inject({ url: '/sitemap/1.xml' })).body).toBe(res.body);
    expect((await app.inject({ url: '/sitemap/2.xml' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sitemap/x.xml' })).statusCode).toBe(404);
  });
});

describe('page heads', () => {
  it("writes a public tournament's title, description, canonical URL, cards and escaped SportsEvent JSON-LD", async () => {
    const res = await app.inject({ url: `/app/tournaments/${hostile.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Seo Open &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Counter-Strike 2 · Clutch</title>');
    expect(html).toContain('<meta name="description" content="Five rounds &amp; a &quot;final&quot; &lt;b&gt;live&lt;/b&gt;." />');
    expect(html).toContain(`<link rel="canonical" href="https://clutch.example/app/tournaments/${hostile.id}" />`);
    expect(html).toContain(`<meta property="og:image" content="https://clutch.example/media/share/tournaments/${hostile.id}.png" />`);
    expect(html).toContain('<meta property="og:title" content="Seo Open &lt;/script&gt;');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // Nothing the organizer typed can end the JSON-LD's element or open another script.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const data = jsonLdOf(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Seo Open </script><script>alert(1)</script>',
      sport: 'Counter-Strike 2',
      url: `https://clutch.example/app/tournaments/${hostile.id}`,
      organizer: { '@type': 'Person', name: organizer.user.nickName },
    });
    expect(data.startDate).toBe(hostile.startAt.toISOString());
  });

  it("gives a draft's page (and an unknown one) the generic head, naming nothing", async () => {
    for (const url of [`/app/tournaments/${draft.id}`, '/app/tournaments/00000000-0000-4000-8000-000000000000']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Clutch — esports tournaments</title>');
      expect(res.body).not.toContain('Seo Secret Draft');
      expect(res.body).not.toContain('ld+json');
      expect(res.body).not.toContain('og:image');
    }
  });

  it("paints a public tournament's cover, name and game before its JavaScript, escaped; never a draft's", async () => {
    const html = (await app.inject({ url: `/app/tournaments/${hostile.id}` })).body;
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain('<h1>Seo Open &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1><p>Counter-Strike 2</p>');
    expect(body).toMatch(/<link rel="preload" as="image" href="\/[^"]+"\/><div id="page-preview" aria-hidden="true"><img src="\/[^"]+" alt=""\/>/);
    expect(body.indexOf('id="page-preview"')).toBeLessThan(body.indexOf('<div id="root">'));
    expect(body).not.toContain('__CLUTCH_');
    for (const url of [`/app/tournaments/${draft.id}`, '/app/tournaments/00000000-0000-4000-8000-000000000000', '/app/tournaments']) {
      expect((await app.inject({ url })).body).not.toContain('page-preview');
    }
  });

  it('sends the landing prerendered in the page language, compressed, with its canonical URL', async () => {
    const en = await app.inject({ url: '/', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<div id="root"><h1>Compete in any game.</h1></div>');
    expect(en.body).toContain('<link rel="canonical" href="https://clutch.example/" />');
    expect(en.body).toContain('<meta property="og:title" content="Clutch — esports tournaments" />');
    const pt = await app.inject({ url: '/', headers: { 'accept-language': 'pt-BR', 'accept-encoding': 'gzip' } });
    expect(pt.headers['content-encoding']).toBe('gzip');
    expect(pt.headers.vary).toContain('Accept-Encoding');
    const { gunzipSync } = await import('node:zlib');
    const body = gunzipSync(pt.rawPayload).toString('utf8');
    expect(body).toContain('<html lang="pt-BR"');
    expect(body).toContain('Compita em qualquer jogo.');
    // Other pages still get the SPA's empty shell.
    expect((await app.inject({ url: '/app/' })).body).toContain('<div id="root"></div>');
  });
});

describe('GET /media/share/tournaments/:id.png', () => {
  it("draws a public tournament's 1200×630 PNG", async () => {
    const res = await app.inject({ url: `/media/share/tournaments/${hostile.id}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const again = await app.inject({ url: `/media/share/tournaments/${hostile.id}.png`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a draft, an unknown id or a malformed name', async () => {
    for (const file of [`${draft.id}.png`, '00000000-0000-4000-8000-000000000000.png', `${hostile.id}.svg`, 'nope.png']) {
      expect((await app.inject({ url: `/media/share/tournaments/${file}` })).statusCode, file).toBe(404);
    }
  });
});
