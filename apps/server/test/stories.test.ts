import type { Story } from '@clutch/contract/stories';
import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { follows, friendships, stories, storyViews, uploads, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { sweepExpiredStories } from '../src/modules/stories/stories.service.ts';
import { DAY, MINUTE, testClock } from './account-helpers.ts';
import { multipart, quickUser, type QuickUser } from './team-helpers.ts';
import { runJob, schedulesOf } from './job-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';
import { mp4, pdf, webm } from './video-fixtures.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-stories-'));
const clock = testClock();
const t = await createTestApp({ env: { DATA_DIR: dataDir }, deps: { now: clock.now } });
const { app } = t;
const db = app.ctx.db;

type File = { name: string; type: string; bytes: Buffer };

const post = (who: { auth: Record<string, string> } | null, fields: Record<string, string>, file?: File) => {
  const form = multipart(fields, file);
  return app.inject({ method: 'POST', url: '/api/v1/stories', headers: { ...(who?.auth ?? WEB), ...form.headers }, payload: form.payload });
};
async function posted(who: QuickUser, fields: Record<string, string>, file?: File) {
  const res = await post(who, fields, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Story>();
}
const feedOf = async (who: QuickUser) => {
  const res = await app.inject({ url: `/api/v1/stories/feed/${who.user.id}`, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Story[]>();
};
const view = (who: QuickUser, storyId: string, viewerId = who.user.id) =>
  app.inject({ method: 'POST', url: `/api/v1/stories/${storyId}/view?viewerId=${viewerId}`, headers: who.auth });
const remove = (who: QuickUser, storyId: string, userId = who.user.id) =>
  app.inject({ method: 'DELETE', url: `/api/v1/stories/${storyId}?userId=${userId}`, headers: who.auth });

/** Several verified users at once, one per prefix. */
const quickUsers = <const P extends readonly string[]>(prefixes: P) =>
  Promise.all(prefixes.map((p) => quickUser(t, p))) as Promise<{ [K in keyof P]: QuickUser }>;
const fileOnDisk = (url: string) => path.join(dataDir, 'uploads', ...url.replace(/^\/uploads\//, '').split('/'));
const storyRow = async (id: string) => (await db.select().from(stories).where(eq(stories.id, id)))[0];
const uploadRow = async (url: string) => (await db.select().from(uploads).where(eq(uploads.key, url.replace(/^\/uploads\//, ''))))[0];
const png = () => sharp({ create: { width: 1200, height: 2000, channels: 3, background: '#3050ff' } }).png().toBuffer();
const follow = (a: QuickUser, b: QuickUser) => db.insert(follows).values({ followerId: a.user.id, followeeId: b.user.id });
const befriend = (a: QuickUser, b: QuickUser, status = 'ACCEPTED') => db.insert(friendships).values({ requesterId: a.user.id, addresseeId: b.user.id, status });
const block = (who: QuickUser, blocked: QuickUser) =>
  db
    .update(users)
    .set({ blockedUserIds: sql`array_append(${users.blockedUserIds}, ${blocked.user.id}::uuid)` })
    .where(eq(users.id, who.user.id));

describe('POST /stories', () => {
  it('posts a text story that lives 24 hours', async () => {
    const author = await quickUser(t, 'txt');
    const story = await posted(author, { text: '  gg wp, see you in the finals  ' });
    expect(story).toMatchObject({
      userId: author.user.id,
      userNickname: author.nickName,
      userProfilePic: null,
      type: 'TEXT',
      text: 'gg wp, see you in the finals',
      mediaUrl: null,
      durationMs: null,
      viewCount: 0,
      viewedBy: [],
      isExpired: false,
    });
    expect(Date.parse(story.expiresAt) - Date.parse(story.createdAt)).toBe(DAY);
  });

  it('posts an image story through the image pipeline: re-encoded to WebP, its upload recorded', async () => {
    const author = await quickUser(t, 'img');
    const story = await posted(author, { text: 'new setup' }, { name: 'desk.png', type: 'image/png', bytes: await png() });
    expect(story).toMatchObject({ type: 'IMAGE', text: 'new setup', durationMs: null });
    expect(story.mediaUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    const served = await app.inject({ url: story.mediaUrl! });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960, height: 1600 });
    expect(await uploadRow(story.mediaUrl!)).toMatchObject({ ownerId: author.user.id, purpose: 'story', contentType: 'image/webp' });
  });

  it('posts MP4, QuickTime and WebM videos with their length, larger than the 5 MB other forms allow', async () => {
    const author = await quickUser(t, 'vid');
    const big = mp4({ seconds: 29.5, width: 720, height: 1280, mdatBytes: 6 * 1024 * 1024, location: '+48.8584+002.2945/' });
    const story = await posted(author, {}, { name: 'clip.mp4', type: 'video/mp4', bytes: big });
    expect(story).toMatchObject({ type: 'VIDEO', text: null, durationMs: 29_500 });
    expect(story.mediaUrl).toMatch(/\.mp4$/);
    expect(await uploadRow(story.mediaUrl!)).toMatchObject({ contentType: 'video/mp4', width: 720, height: 1280, bytes: big.length });
    // Stored without the phone's GPS position.
    const stored = fs.readFileSync(fileOnDisk(story.mediaUrl!));
    expect(stored.length).toBe(big.length);
    expect(stored.includes(Buffer.from('+48.8584'))).toBe(false);

    const mov = await posted(author, { text: 'clutch' }, { name: 'x.mov', type: 'video/quicktime', bytes: mp4({ seconds: 3, brand: 'qt  ' }) });
    expect(mov).toMatchObject({ type: 'VIDEO', durationMs: 3000 });
    expect(mov.mediaUrl).toMatch(/\.mov$/);
    // A browser recording without a declared Duration: the length comes from its blocks.
    const rec = await posted(author, {}, { name: 'rec.webm', type: 'video/webm', bytes: webm({ blockTimesMs: [0, 5000, 12_000] }) });
    expect(rec).toMatchObject({ type: 'VIDEO', durationMs: 12_000 });
    expect(rec.mediaUrl).toMatch(/\.webm$/);
    // Real MediaRecorder files: a WebM with no Duration and a fragmented MP4.
    for (const name of ['media-recorder-3s.webm', 'media-recorder-3s.mp4']) {
      const bytes = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
      const recorded = await posted(author, {}, { name, type: 'application/octet-stream', bytes });
      expect(recorded.type).toBe('VIDEO');
      expect(recorded.durationMs).toBeGreaterThan(3000);
      expect(recorded.durationMs).toBeLessThan(3400);
    }

    // The other forms keep their 5 MB.
    const form = multipart({}, { name: 'clip.mp4', type: 'video/mp4', bytes: big });
    const elsewhere = await app.inject({ method: 'POST', url: '/api/v1/uploads/images', headers: { ...author.auth, ...form.headers }, payload: form.payload });
    expect(elsewhere.statusCode).toBe(413);
    expect(elsewhere.json().code).toBe('IMAGE_TOO_LARGE');
  });

  it('serves a stored video in byte ranges, with its type, so players can seek', async () => {
    const author = await quickUser(t, 'range');
    const bytes = mp4({ seconds: 10, mdatBytes: 50_000 });
    const story = await posted(author, {}, { name: 'c.mp4', type: 'video/mp4', bytes });
    const whole = await app.inject({ url: story.mediaUrl! });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await app.inject({ url: story.mediaUrl!, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(part.rawPayload.length).toBe(1000);
    expect(part.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);
    const tail = await app.inject({ url: story.mediaUrl!, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const beyond = await app.inject({ url: story.mediaUrl!, headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('refuses a video longer than 30 seconds, saying how long it is', async () => {
    const author = await quickUser(t, 'long');
    for (const bytes of [mp4({ seconds: 31 }), mp4({ seconds: 10, trackSeconds: 95 }), webm({ seconds: 45 })]) {
      const res = await post(author, {}, { name: 'long.mp4', type: 'video/mp4', bytes });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VIDEO_TOO_LONG');
      expect(res.json().message).toMatch(/^This video is \d+ seconds long: a story's video must be at most 30 seconds\.$/);
    }
    const form = multipart({}, { name: 'l.webm', type: 'video/webm', bytes: webm({ seconds: 45 }) });
    const pt = await app.inject({ method: 'POST', url: '/api/v1/stories', headers: { ...author.auth, 'accept-language': 'pt-BR', ...form.headers }, payload: form.payload });
    expect(pt.json().message).toBe('Este vídeo tem 45 segundos: o vídeo de um story pode ter no máximo 30 segundos.');
    expect(await db.select().from(stories).where(eq(stories.userId, author.user.id))).toHaveLength(0);
  });

  it('judges the file by its bytes: a PDF or a text named .mp4 is refused, a video without a readable length too', async () => {
    const author = await quickUser(t, 'type');
    for (const file of [
      { name: 'clip.mp4', type: 'video/mp4', bytes: pdf },
      { name: 'clip.mp4', type: 'video/mp4', bytes: Buffer.from('not a video at all, only text') },
    ]) {
      const res = await post(author, { text: 'look' }, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_STORY_MEDIA',
        message: 'The file must be a PNG, JPEG, WebP or GIF image, or an MP4, WebM or QuickTime video.',
      });
    }
    const noMoov = mp4({ seconds: 5 }).subarray(0, 32);
    const broken = await post(author, {}, { name: 'x.mp4', type: 'video/mp4', bytes: noMoov });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('UNREADABLE_VIDEO');
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, author.user.id))).toHaveLength(0);
  });

  it('refuses a file over 15 MB with 413, an empty story, a text over 280 characters and another user as author', async () => {
    const author = await quickUser(t, 'size');
    const huge = await post(author, {}, { name: 'huge.mp4', type: 'video/mp4', bytes: Buffer.alloc(15 * 1024 * 1024 + 1, 1) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'STORY_MEDIA_TOO_LARGE', message: "A story's file must be at most 15 MB." });

    const empty = await post(author, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { text: 'Write something or choose an image or a video.' } });

    const long = await post(author, { text: 'x'.repeat(281) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: "A story's text must be at most 280 characters." });
    expect((await post(author, { text: 'x'.repeat(280) })).statusCode).toBe(201);

    const other = await quickUser(t, 'other');
    const mismatch = await post(author, { text: 'hi', userId: other.user.id });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe('ACTOR_MISMATCH');
  });

  it('is for verified users only, and signed-in ones', async () => {
    const unverified = await quickUser(t, 'unv', { verified: false });
    const res = await post(unverified, { text: 'hello' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'ACCOUNT_NOT_VERIFIED', message: 'Please verify your account to post stories.' });
    expect((await post(null, { text: 'hello' })).statusCode).toBe(401);
  });
});

describe('the feed', () => {
  it("shows my own, my followees' and my friends' active stories: mine first, unseen authors next, chronological within one", async () => {
    const me = await quickUser(t, 'me');
    const [f1, f2, friend, pending, stranger, fan, blocksMe, blockedByMe] = await quickUsers(['f1', 'f2', 'friend', 'pending', 'stranger', 'fan', 'blocksme', 'blockedbyme']);
    await follow(me, f1);
    await follow(me, f2);
    await follow(me, blocksMe);
    await follow(me, blockedByMe);
    await befriend(friend, me);
    await befriend(me, pending, 'PENDING');
    await follow(fan, me); // Being followed is no reason to see their stories.
    await follow(f1, me);
    await block(blocksMe, me);
    await block(me, blockedByMe);

    const step = () => clock.advance(MINUTE);
    const f1a = await posted(f1, { text: 'f1 first' });
    step();
    const f2a = await posted(f2, { text: 'f2 only' });
    step();
    const f1b = await posted(f1, { text: 'f1 second' });
    step();
    const fr = await posted(friend, { text: 'friend' });
    step();
    const mine = await posted(me, { text: 'mine' });
    for (const [who, text] of [[pending, 'pending'], [stranger, 'stranger'], [fan, 'fan'], [blocksMe, 'blocks me'], [blockedByMe, 'blocked by me']] as const) {
      await posted(who, { text });
    }

    // Everything unseen: by each author's newest story.
    expect((await feedOf(me)).map((s) => s.id)).toEqual([mine.id, fr.id, f1a.id, f1b.id, f2a.id]);

    // Once f1's are seen, f1 moves behind the authors with something new.
    for (const s of [f1a, f1b]) expect((await view(me, s.id)).statusCode).toBe(200);
    const feed = await feedOf(me);
    expect(feed.map((s) => s.id)).toEqual([mine.id, fr.id, f2a.id, f1a.id, f1b.id]);
    expect(feed.map((s) => s.viewed)).toEqual([true, false, false, true, true]);

    // Only the author learns who viewed; others see the count.
    expect((await view(f1, mine.id)).json()).toEqual({ storyId: mine.id, viewCount: 1 });
    const again = await feedOf(me);
    expect(again[0]).toMatchObject({ id: mine.id, viewCount: 1, viewedBy: [f1.user.id] });
    const f1Feed = await feedOf(f1);
    // f1 follows me back: their own first, then mine, already seen.
    expect(f1Feed.map((s) => s.id)).toEqual([f1a.id, f1b.id, mine.id]);
    expect(f1Feed.map((s) => s.viewed)).toEqual([true, true, true]);
    expect(f1Feed[0]).toMatchObject({ viewCount: 1, viewedBy: [me.user.id] });
    const seenByF1 = (await app.inject({ url: `/api/v1/stories/user/${f1.user.id}`, headers: me.auth })).json<Story[]>();
    expect(seenByF1[0]).toMatchObject({ viewCount: 1, viewedBy: [], viewed: true });

    // Someone else's feed is theirs to read.
    const foreign = await app.inject({ url: `/api/v1/stories/feed/${f1.user.id}`, headers: me.auth });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('ACTOR_MISMATCH');
  });

  it("lists a user's active stories for any signed-in user, and nothing across a block in either direction", async () => {
    const [author, reader, blocked, blocker] = await quickUsers(['author', 'reader', 'blocked', 'blocker']);
    const a = await posted(author, { text: 'one' });
    clock.advance(MINUTE);
    const b = await posted(author, { text: 'two' });
    await block(author, blocked);
    await block(blocker, author);
    const read = async (who: QuickUser) => (await app.inject({ url: `/api/v1/stories/user/${author.user.id}`, headers: who.auth })).json<Story[]>();
    expect((await read(reader)).map((s) => s.id)).toEqual([a.id, b.id]);
    expect(await read(blocked)).toEqual([]);
    expect(await read(blocker)).toEqual([]);
    expect((await view(blocked, a.id)).statusCode).toBe(404);
    expect((await view(blocker, a.id)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/stories/user/${author.user.id}`, headers: WEB })).statusCode).toBe(401);
  });
});

describe('views', () => {
  it('count once per viewer, never the author, and only as the session user', async () => {
    const [author, viewer, other] = await quickUsers(['vauthor', 'viewer', 'vother']);
    const story = await posted(author, { text: 'count me' });
    expect((await view(viewer, story.id)).json()).toEqual({ storyId: story.id, viewCount: 1 });
    expect((await view(viewer, story.id)).json()).toEqual({ storyId: story.id, viewCount: 1 });
    expect((await view(author, story.id)).json()).toEqual({ storyId: story.id, viewCount: 1 });
    expect((await view(other, story.id)).json()).toEqual({ storyId: story.id, viewCount: 2 });
    const mismatch = await view(other, story.id, viewer.user.id);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe('ACTOR_MISMATCH');
    const missing = await view(viewer, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('STORY_NOT_FOUND');
    expect(await db.select().from(storyViews).where(eq(storyViews.storyId, story.id))).toHaveLength(2);
  });
});

describe('DELETE /stories/:id', () => {
  it('is for the author only, and takes the media and its upload row with it', async () => {
    const [author, other] = await quickUsers(['dauthor', 'dother']);
    const story = await posted(author, {}, { name: 'c.webm', type: 'video/webm', bytes: webm({ seconds: 2 }) });
    await view(other, story.id);
    expect(fs.existsSync(fileOnDisk(story.mediaUrl!))).toBe(true);

    const stranger = await remove(other, story.id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ code: 'NOT_STORY_AUTHOR', message: 'Only the author can delete this story.' });
    const mismatch = await remove(author, story.id, other.user.id);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe('ACTOR_MISMATCH');
    expect(await storyRow(story.id)).toBeDefined();

    const res = await remove(author, story.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Story deleted.' });
    expect(await storyRow(story.id)).toBeUndefined();
    expect(await db.select().from(storyViews).where(eq(storyViews.storyId, story.id))).toHaveLength(0);
    expect(await uploadRow(story.mediaUrl!)).toBeUndefined();
    expect(fs.existsSync(fileOnDisk(story.mediaUrl!))).toBe(false);
    expect((await remove(author, story.id)).statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it('hides a story once its 24 hours are over, and the sweep deletes its row, views, upload row and file', async () => {
    const [author, viewer] = await quickUsers(['eauthor', 'eviewer']);
    await follow(viewer, author);
    const story = await posted(author, { text: 'brief' }, { name: 'a.png', type: 'image/png', bytes: await png() });
    await view(viewer, story.id);
    clock.advance(DAY - MINUTE);
    const fresh = await posted(author, { text: 'still here tomorrow' });
    expect((await feedOf(viewer)).map((s) => s.id)).toEqual([story.id, fresh.id]);

    clock.advance(2 * MINUTE);
    expect((await feedOf(viewer)).map((s) => s.id)).toEqual([fresh.id]);
    expect((await view(viewer, story.id)).statusCode).toBe(404);
    // Hidden, not yet gone.
    expect(await storyRow(story.id)).toBeDefined();

    expect(await sweepExpiredStories(app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await storyRow(story.id)).toBeUndefined();
    expect(await db.select().from(storyViews).where(eq(storyViews.storyId, story.id))).toHaveLength(0);
    expect(await uploadRow(story.mediaUrl!)).toBeUndefined();
    expect(fs.existsSync(fileOnDisk(story.mediaUrl!))).toBe(false);
    expect((await app.inject({ url: story.mediaUrl! })).statusCode).toBe(404);
    expect(await storyRow(fresh.id)).toBeDefined();
  });

  it('runs as the stories.sweep job: sent at start-up and every five minutes, it deletes by the app clock', async () => {
    expect(await schedulesOf(t)).toContainEqual({ name: 'stories.sweep', cron: '*/5 * * * *' });
    const author = await quickUser(t, 'sched');
    const story = await posted(author, { text: 'soon gone' });
    clock.advance(DAY - MINUTE);
    const kept = await posted(author, { text: 'stays a while' });
    expect(await runJob(t, 'stories.sweep')).toMatchObject({ state: 'completed' });
    expect(await storyRow(story.id)).toBeDefined();

    clock.advance(2 * MINUTE);
    expect(await runJob(t, 'stories.sweep')).toMatchObject({ state: 'completed', attempts: 1 });
    expect(await storyRow(story.id)).toBeUndefined();
    expect(await storyRow(kept.id)).toBeDefined();
  });
});

describe('account erasure', () => {
  it("removes the account's stories with their media, and the views it left", async () => {
    const password = 'correct horse battery';
    const gone = await quickUser(t, 'erased');
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, gone.user.id));
    const other = await quickUser(t, 'stays');
    const own = await posted(gone, {}, { name: 'a.png', type: 'image/png', bytes: await png() });
    const theirs = await posted(other, { text: 'mine' });
    await view(gone, theirs.id);
    await view(other, own.id);

    const res = await app.inject({ method: 'DELETE', url: `/api/v1/users/${gone.user.id}`, headers: gone.auth, payload: { password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(stories).where(eq(stories.userId, gone.user.id))).toHaveLength(0);
    expect(await db.select().from(storyViews).where(eq(storyViews.viewerId, gone.user.id))).toHaveLength(0);
    expect(await uploadRow(own.mediaUrl!)).toBeUndefined();
    expect(fs.existsSync(fileOnDisk(own.mediaUrl!))).toBe(false);
    expect((await view(other, theirs.id)).json()).toEqual({ storyId: theirs.id, viewCount: 0 });
  });
});
