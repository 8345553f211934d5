import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema/index.ts';
import { loadCatalogue } from '../src/platform/games-catalogue/catalogue.ts';
import { importFromRawg, pickRawgMatch, stripHtml, type RawgImportOptions } from '../src/platform/games-catalogue/rawg-importer.ts';
import { syncCatalogue } from '../src/platform/games-catalogue/sync-catalogue.ts';
import { createTestApp } from './test-app.ts';

const KEY = 'test-key';
const SLUGS = ['valorant', 'cs2', 'lol', 'rl', 'osu', 'chess'];

/** A fake of the two RAWG endpoints we call; `mode` switches its behaviour per test. */
const fake = {
  mode: 'ok' as 'ok' | 'unauthorized' | 'rate-limit-after-2',
  requests: [] as URL[],
  inFlight: 0,
  maxInFlight: 0,
};
const DETAILS: Record<number, object> = {
  11: {
    id: 11,
    description: '<p>A tactical shooter &amp; hero game.<br/>Made by Riot&#39;s team &#x2014; in 2020.</p>\n<p>Second&nbsp;paragraph.</p>',
    website: 'https://playvalorant.com/en-us/',
    rating: 3.52,
    developers: [{ name: 'Riot Games' }],
    background_image: 'https://media.rawg.io/media/games/valorant.jpg',
  },
  12: { id: 12, description: '', description_raw: 'Plain raw text.', website: '', rating: 0, developers: [] },
};
const SEARCH: Record<string, object[]> = {
  VALORANT: [{ id: 11, slug: 'valorant', name: 'Valorant' }],
  'Counter-Strike 2': [
    { id: 99, slug: 'counter-strike', name: 'Counter-Strike' },
    { id: 12, slug: 'counter-strike-2-x', name: 'Counter Strike 2' },
  ],
  'Rocket League': [{ id: 50, slug: 'rocket-league-sideswipe', name: 'Rocket League Sideswipe' }],
};

const server = http.createServer((req, res) => {
  const url = new URL(req.url!, 'http://fake');
  fake.requests.push(url);
  fake.inFlight++;
  fake.maxInFlight = Math.max(fake.maxInFlight, fake.inFlight);
  setTimeout(() => {
    fake.inFlight--;
    const send = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.searchParams.get('key') !== KEY || fake.mode === 'unauthorized') return send(401, { error: 'The key parameter is not provided' });
    if (fake.mode === 'rate-limit-after-2' && fake.requests.length > 2) return send(429, { error: 'Too many requests' });
    const detail = /^\/api\/games\/(\d+)$/.exec(url.pathname);
    if (detail) return DETAILS[Number(detail[1])] ? send(200, DETAILS[Number(detail[1])]!) : send(404, { detail: 'Not found.' });
    if (url.pathname === '/api/games') return send(200, { count: 1, results: SEARCH[url.searchParams.get('search') ?? ''] ?? [] });
    send(404, { detail: 'Not found.' });
  }, 15);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

const t = await createTestApp();
const db = t.app.ctx.db;
await syncCatalogue(
  db,
  { info: () => {} },
  loadCatalogue().filter((g) => SLUGS.includes(g.slug)),
);

const warnings: string[] = [];
const log = { info: () => {}, warn: (_obj: object, msg: string) => void warnings.push(msg) };
const run = (extra: Partial<RawgImportOptions> = {}) => {
  fake.requests = [];
  fake.maxInFlight = 0;
  warnings.length = 0;
  return importFromRawg({ db, log, apiKey: KEY, apiUrl, ...extra });
};
const game = async (slug: string) => (await db.select().from(games).where(eq(games.slug, slug)))[0]!;

describe('RAWG importer', () => {
  it('stops at the first 401 and writes nothing', async () => {
    fake.mode = 'unauthorized';
    const result = await run({ concurrency: 1 });
    expect(result).toEqual({ matched: 0, unmatched: 0, failed: 0, stopped: 'unauthorized' });
    expect(fake.requests).toHaveLength(1);
    expect(warnings).toEqual([expect.stringContaining('refused the API key')]);
    expect(await db.select().from(games).where(isNotNull(games.rawgId))).toEqual([]);
  });

  it('stops on 429 and logs that the rest waits for the next run', async () => {
    fake.mode = 'rate-limit-after-2';
    const result = await run({ concurrency: 1 });
    expect(result.stopped).toBe('rate-limited');
    expect(fake.requests).toHaveLength(3);
    expect(warnings).toEqual([expect.stringContaining('rate limit')]);
  });

  it('matches by slug or name, stores RAWG facts as plain text, keeps our cover, and throttles', async () => {
    fake.mode = 'ok';
    const coverBefore = (await game('valorant')).coverUrl;
    const result = await run({ concurrency: 4 });
    expect(result).toEqual({ matched: 2, unmatched: SLUGS.length - 2, failed: 0, stopped: null });
    expect(fake.maxInFlight).toBeLessThanOrEqual(4);
    expect(fake.maxInFlight).toBeGreaterThan(1);
    expect(fake.requests.every((u) => u.searchParams.get('key') === KEY)).toBe(true);
    const search = fake.requests.find((u) => u.pathname === '/api/games' && u.searchParams.get('search') === 'VALORANT');
    expect(search?.searchParams.get('search_exact')).toBe('true');

    expect(await game('valorant')).toMatchObject({
      rawgId: 11,
      rating: expect.closeTo(3.52, 5),
      description: 'A tactical shooter & hero game.\n\nMade by Riot\'s team — in 2020.\n\nSecond paragraph.',
      website: 'https://playvalorant.com/en-us/',
      developers: ['Riot Games'],
      coverUrl: coverBefore,
    });
    // Matched by name ("Counter Strike 2"), not by RAWG's first result; empty RAWG fields keep ours.
    const cs2 = await game('cs2');
    expect(cs2).toMatchObject({ rawgId: 12, rating: null, description: 'Plain raw text.', website: 'https://www.counter-strike.net/cs2', developers: ['Valve'] });
    // A near miss ("Rocket League Sideswipe") is not a match.
    expect((await game('rl')).rawgId).toBeNull();
  });

  it('looks up only unmatched games unless asked to refresh all', async () => {
    await run();
    const searched = fake.requests.filter((u) => u.pathname === '/api/games').map((u) => u.searchParams.get('search'));
    expect(searched).not.toContain('VALORANT');
    expect(searched).toHaveLength(SLUGS.length - 2);
    expect((await run({ all: true })).matched).toBe(2);
  });

  it('stops quietly when cancelled, and reports an unreachable server', async () => {
    const abort = new AbortController();
    abort.abort();
    expect((await run({ signal: abort.signal, all: true })).stopped).toBe('aborted');
    expect((await run({ apiUrl: 'http://127.0.0.1:9/api', all: true })).stopped).toBe('unreachable');
  });
});

describe('stripHtml and pickRawgMatch', () => {
  it('turns RAWG HTML into plain paragraphs', () => {
    expect(stripHtml('<h3>Title</h3><p>One &lt;two&gt;</p><script>alert(1)</script><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title\n\nOne <two>\n\na\n\nb',
    );
  });

  it('matches on slug first, then on the name without case, accents or punctuation', () => {
    const results = [
      { id: 1, slug: 'pokemon-unite-2', name: 'Pokémon Unite' },
      { id: 2, slug: 'pokemon-go', name: 'Pokemon Go' },
    ];
    expect(pickRawgMatch({ slug: 'pokemon-go', name: 'Pokémon GO' }, results)?.id).toBe(2);
    expect(pickRawgMatch({ slug: 'pokemon-unite', name: 'Pokémon UNITE' }, results)?.id).toBe(1);
    expect(pickRawgMatch({ slug: 'x', name: 'Pokémon Sleep' }, results)).toBeNull();
  });
});
