import type { Team } from '@clutch/contract/teams';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema/index.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { createdTeam, multipart, quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-teams-'));
const t = await createTestApp({ env: { DATA_DIR: dataDir } });
const { app } = t;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await quickUser(t, 'org');
const captain = await quickUser(t, 'cap');
const m1 = await quickUser(t, 'mem');
const m2 = await quickUser(t, 'mem');
const uploadsRoot = path.join(dataDir, 'uploads');
const storedFiles = () => (fs.existsSync(uploadsRoot) ? fs.readdirSync(uploadsRoot, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : []);
const uploadRows = () => app.ctx.db.select().from(uploads);

function post(who: QuickUser | null, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const body = multipart(fields, file);
  return app.inject({ method: 'POST', url: '/api/v1/teams', headers: { ...(who?.auth ?? WEB), ...body.headers }, payload: body.payload });
}
const fields = (extra: Record<string, string> = {}) => ({ name: 'Night Owls', bio: 'We play at night.', captainId: captain.user.id, users: captain.user.id, ...extra });

describe('POST /teams', () => {
  it('creates the team: captain ACCEPTED, members invited PENDING in the chosen order', async () => {
    const res = await post(captain, fields({ users: [captain.user.id, m1.user.id, m2.user.id].join(',') }));
    expect(res.statusCode, res.body).toBe(201);
    const team = res.json<Team>();
    expect(team).toMatchObject({ name: 'Night Owls', bio: 'We play at night.', photoUrl: null, tournament: null, registration: null });
    expect(team.captain).toEqual({ id: captain.user.id, nickName: captain.nickName, profilePicUrl: null });
    expect(team.members.map((m) => [m.user.id, m.role, m.inviteStatus, m.paymentStatus])).toEqual([
      [captain.user.id, 'CAPTAIN', 'ACCEPTED', 'NOT_REQUIRED'],
      [m1.user.id, 'MEMBER', 'PENDING', 'NOT_REQUIRED'],
      [m2.user.id, 'MEMBER', 'PENDING', 'NOT_REQUIRED'],
    ]);
    const view = await app.inject({ url: `/api/v1/teams/${team.id}` });
    expect(view.statusCode).toBe(200);
    expect(view.json<Team>().id).toBe(team.id);
    expect((await app.inject({ url: '/api/v1/teams/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('answers the spec messages and refuses anyone but the session user as captain', async () => {
    expect((await post(null, fields())).statusCode).toBe(401);
    const noName = await post(captain, fields({ name: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Team name is required!');
    const { name: _, ...withoutName } = fields();
    expect((await post(captain, withoutName)).json().message).toBe('Team name is required!');
    const other = await post(captain, fields({ captainId: m1.user.id }));
    expect(other.statusCode).toBe(403);
    expect((await post(captain, fields({ users: `${m1.user.id},${m1.user.id}` }))).json()).toMatchObject({ code: 'DUPLICATE_MEMBER' });
    expect((await post(captain, fields({ users: `${captain.user.id},${captain.user.id}` }))).json()).toMatchObject({ code: 'DUPLICATE_MEMBER' });
    expect((await post(captain, fields({ users: '00000000-0000-4000-8000-000000000000' }))).json()).toMatchObject({ code: 'UNKNOWN_MEMBER' });
    expect((await post(captain, fields({ users: 'nope' }))).statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: '/api/v1/teams', headers: captain.auth, payload: fields() });
    expect(json.statusCode).toBe(415);
  });

  it('checks the size against the tournament and registers the team in the same transaction', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 2, maxPlayersPerTeam: 2, entryFeeCents: 1500 });
    const small = await post(captain, fields({ tournamentId: cup.id }));
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('This tournament takes teams of exactly 2 players; this team has 1 (the captain counts).');
    const res = await post(captain, fields({ tournamentId: cup.id, users: [captain.user.id, m1.user.id].join(',') }));
    expect(res.statusCode, res.body).toBe(201);
    const team = res.json<Team>();
    expect(team.tournament).toEqual({ id: cup.id, name: cup.name });
    expect(team.registration).toMatchObject({ requestStatus: 'PENDING', paymentStatus: 'PENDING', entryFee: 15 });
    expect(team.members.every((m) => m.paymentStatus === 'PENDING')).toBe(true);
    // The same captain again: refused, and no second team is left behind.
    const before = (await app.ctx.db.execute(sql`select count(*)::int as n from teams`)) as unknown as { rows: { n: number }[] };
    const again = await post(captain, fields({ tournamentId: cup.id, users: [captain.user.id, m2.user.id].join(',') }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already registered in this tournament.');
    const after = (await app.ctx.db.execute(sql`select count(*)::int as n from teams`)) as unknown as { rows: { n: number }[] };
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('GET /teams/users/:userId', () => {
  it("lists the user's teams (accepted ones) and nobody else's", async () => {
    const mine = await createdTeam(t, m2, { name: 'Mine' });
    const res = await app.inject({ url: `/api/v1/teams/users/${m2.user.id}`, headers: m2.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json<Team[]>().map((x) => x.id)).toEqual([mine.id]);
    expect((await app.inject({ url: `/api/v1/teams/users/${m2.user.id}`, headers: m1.auth })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/v1/teams/users/${m2.user.id}` })).statusCode).toBe(401);
  });
});

describe('team photo uploads', () => {
  const base = () => sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 30, b: 60 } } });

  it('nothing is stored for a file that is not an image, or one that is too large', async () => {
    const text = await post(captain, fields(), { name: 'photo.png', type: 'image/png', bytes: Buffer.from('definitely not a picture\n'.repeat(20)) });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ code: 'INVALID_IMAGE', message: 'The image must be a PNG, JPEG, WebP or GIF file.' });
    const svg = await post(captain, fields(), { name: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect(svg.json().code).toBe('INVALID_IMAGE');
    const big = Buffer.concat([await base().png().toBuffer(), Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await post(captain, fields(), { name: 'big.png', type: 'image/png', bytes: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'IMAGE_TOO_LARGE', message: 'The image must be at most 5 MB.' });
    expect(storedFiles()).toEqual([]);
    expect(await uploadRows()).toEqual([]);
  });

  it('nothing is left behind when the team itself is refused after the image was stored', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, maxPlayersPerTeam: 1, status: 'IN_PROGRESS' });
    const refused = await post(m1, { name: 'Late', captainId: m1.user.id, tournamentId: cup.id }, { name: 'a.png', type: 'image/png', bytes: await base().png().toBuffer() });
    expect(refused.statusCode).toBe(409);
    expect(storedFiles()).toEqual([]);
    expect(await uploadRows()).toEqual([]);
  });

  it('accepts PNG, JPEG, WebP and GIF, stores WebP capped at 1600 px, served with a long cache and nosniff', async () => {
    const images = {
      png: await base().png().toBuffer(),
      jpeg: await base().jpeg().toBuffer(),
      webp: await base().webp().toBuffer(),
      gif: await base().gif().toBuffer(),
    };
    for (const [kind, bytes] of Object.entries(images)) {
      const res = await post(captain, fields({ name: `Photo ${kind}` }), { name: `team.${kind}`, type: 'application/octet-stream', bytes });
      expect(res.statusCode, res.body).toBe(201);
      const url = res.json<Team>().photoUrl!;
      expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
    }
    expect(await uploadRows()).toHaveLength(4);
    expect((await uploadRows()).every((u) => u.ownerId === captain.user.id && u.purpose === 'team-photo' && u.contentType === 'image/webp')).toBe(true);
  });

  it('turns the photo upright by its EXIF orientation and strips every metadata block', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#123456' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret', Artist: 'Somebody' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await post(captain, fields({ name: 'Exif' }), { name: 'me.jpg', type: 'image/jpeg', bytes: jpeg });
    expect(res.statusCode).toBe(201);
    const stored = (await app.inject({ url: res.json<Team>().photoUrl! })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: 300×100 stored as 100×300.
    expect([meta.width, meta.height]).toEqual([100, 300]);
  });
});

it('unknown uploads answer JSON 404', async () => {
  const res = await app.inject({ url: '/uploads/2030/01/nothing.webp' });
  expect(res.statusCode).toBe(404);
});
