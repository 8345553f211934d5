import { describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/index.ts';
import { syncCatalogue } from '../src/platform/games-catalogue/sync-catalogue.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
await syncCatalogue(app.ctx.db, app.log);

const cover = (slug: string, headers: Record<string, string> = {}) => app.inject({ url: `/media/games/${slug}.svg`, headers });

describe('GET /media/games/:slug.svg', () => {
  it('serves a generated SVG cover with a long cache and an ETag', async () => {
    const res = await cover('cs2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{5,}/);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="0 0 1280 720"/);
    expect(res.body).toContain('>Counter-Strike 2</tspan>');
    expect(res.body).not.toMatch(/<script|href=|url\(http|on\w+=/i);
    // Deterministic: the same game always gets the same bytes.
    expect((await cover('cs2')).body).toBe(res.body);
    expect((await cover('valorant')).body).not.toBe(res.body);
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await cover('lol');
    const again = await cover('lol', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await cover('lol', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('escapes the name', async () => {
    await app.ctx.db.insert(games).values({
      slug: 'escape-test',
      name: 'Tom & Jerry <Arena> "Deluxe"',
      coverUrl: '/media/games/escape-test.svg',
      genres: ['Fighting'],
      platforms: ['PC'],
      popularity: 'Growing',
    });
    const res = await cover('escape-test');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Tom &amp; Jerry &lt;Arena&gt; &quot;Deluxe&quot;');
    expect(res.body).not.toContain('<Arena>');
    expect(res.body).toContain('aria-label="Tom &amp; Jerry &lt;Arena&gt; &quot;Deluxe&quot;"');
  });

  it('answers 404 for an unknown game', async () => {
    const res = await cover('no-such-game');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Game not found.', code: 'GAME_NOT_FOUND' });
  });
});
