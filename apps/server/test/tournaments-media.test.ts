import { describe, expect, it } from 'vitest';
import { renderTournamentBanner } from '../src/platform/artwork/tournament-banner.ts';
import { createTestApp } from './test-app.ts';

const { app } = await createTestApp();

describe('GET /media/tournaments/:key.svg', () => {
  it('draws the same 16:9 SVG for the same key, with a strong cache and an ETag', async () => {
    const res = await app.inject({ url: '/media/tournaments/lisbon-lan-masters-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1600" height="900"/);
    expect(res.body).toContain('LISBON LAN');
    expect(res.body).toBe(renderTournamentBanner('lisbon-lan-masters-1'));
    const again = await app.inject({ url: '/media/tournaments/lisbon-lan-masters-1.svg' });
    expect(again.headers.etag).toBe(res.headers.etag);
    const cached = await app.inject({ url: '/media/tournaments/lisbon-lan-masters-1.svg', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it('varies with the variant and loads nothing from elsewhere', async () => {
    const one = renderTournamentBanner('winter-cup-1');
    const two = renderTournamentBanner('winter-cup-2');
    expect(one).not.toBe(two);
    for (const svg of [one, two]) {
      expect(svg).not.toMatch(/href=|url\((?!#)|@import|<script/i);
    }
  });

  it('answers 404 for keys that are not ours', async () => {
    for (const file of ['nope.svg', 'UPPER-1.svg', 'a-1.png', '..%2Fetc-1.svg', `${'a'.repeat(30)}-1.svg`, 'a-b-1.svg.svg']) {
      const res = await app.inject({ url: `/media/tournaments/${file}` });
      expect(res.statusCode, file).toBe(404);
    }
  });
});
