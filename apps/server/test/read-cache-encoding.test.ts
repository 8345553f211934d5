import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
await syncGames(t);
const organizer = await quickUser(t, 'org');
for (let i = 0; i < 3; i++) await insertTournament(t, { organizerId: organizer.user.id, gameId: await gameIdOf(t, 'cs2') });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('cached reads over gzip', () => {
  it('sends a big cached body gzipped to a client that accepts it, the same JSON, under its own ETag', async () => {
    const plain = await get('/tournaments?pageSize=20');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get('/tournaments?pageSize=20', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    // Either ETag revalidates, whichever encoding is asked now.
    for (const etag of [plain.headers.etag as string, zipped.headers.etag as string]) {
      expect((await get('/tournaments?pageSize=20', { 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(304);
      expect((await get('/tournaments?pageSize=20', { 'if-none-match': etag })).statusCode).toBe(304);
    }
  });

  it('sends it plain to a client that refuses gzip, and a small body always plain', async () => {
    expect((await get('/tournaments?pageSize=20', { 'accept-encoding': 'gzip;q=0, br' })).headers['content-encoding']).toBeUndefined();
    const small = await get('/tournaments/search/zzzzqqqq', { 'accept-encoding': 'gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual([]);
  });
});
