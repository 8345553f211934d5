import { notificationTypes, type Notification, type NotificationSettings } from '@clutch/contract/notifications';
import type { ServerToClientEvents } from '@clutch/contract/realtime';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications, notificationSettings, users } from '../src/db/schema/index.ts';
import { runInTransaction } from '../src/db/transaction.ts';
import { notify } from '../src/modules/notifications/notifications.service.ts';
import { ROOMY_LIMITS, signedInUser, testClock } from './account-helpers.ts';
import { freshSharedDatabase, testDatabaseUrl } from './database-template.ts';
import { connectedSocket, listen, nextEvent, readiness, uniquePrefix, until, type ClientSocket } from './instance-helpers.ts';
import { notificationApi, storedFor } from './notification-helpers.ts';
import { eraseAccount, socialApi } from './social-helpers.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const t = await createTestApp({ env: { ...ROOMY_LIMITS, RATE_LIMIT_MAX: '100000' } });
const { app } = t;
const db = app.ctx.db;
const api = notificationApi(t);
const url = await listen(app);

const tokenOf = (who: QuickUser) => who.auth.authorization.replace('Bearer ', '');

let sequence = 0;
/** `count` notifications for `who`, written as a cause would (the newest last), spaced a millisecond apart. */
async function seed(who: { user: { id: string } }, count: number, opts: { at?: number; type?: 'new_message' } = {}) {
  const base = opts.at ?? Date.now() - 60_000;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    sequence += 1;
    const n = sequence;
    const ctx = { ...app.ctx, now: () => new Date(base + i) };
    ids.push(
      ...(await runInTransaction(db, (tx) =>
        notify(ctx, tx, { userId: who.user.id, type: opts.type ?? 'new_message', params: { preview: `message ${n}` }, dedupeKey: `seed:${n}` }),
      )),
    );
  }
  return ids;
}

/** Every event a socket receives, in order. */
function recorded(socket: ClientSocket) {
  const events: { event: keyof ServerToClientEvents; payload: unknown }[] = [];
  socket.onAny((event: keyof ServerToClientEvents, payload: unknown) => events.push({ event, payload }));
  return events;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('GET /notifications', () => {
  it('answers 401 signed out', async () => {
    expect((await api.list(null)).statusCode).toBe(401);
    expect((await api.unread(null)).statusCode).toBe(401);
    expect((await api.liveEvents(null)).statusCode).toBe(401);
  });

  it('pages newest first with an opaque cursor, stable while new ones arrive, ties broken by id', async () => {
    const me = await quickUser(t, 'pager');
    const base = Date.now() - 60_000;
    const ids = await seed(me, 23, { at: base });
    // Two more in the same millisecond as the oldest: the cursor's id breaks the tie.
    await seed(me, 1, { at: base });
    await seed(me, 1, { at: base });
    // Pages of 8: the third ends between two of the three rows of that millisecond.
    const first = await api.page(me, '?limit=8');
    expect(first.items).toHaveLength(8);
    expect(first.items[0]!.id).toBe(ids[22]);
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);

    // Arrivals after the first page do not move the pages after it.
    const arrived = await seed(me, 3, { at: Date.now() });
    const pages = [first];
    while (pages.at(-1)!.nextCursor) pages.push(await api.page(me, `?limit=8&cursor=${pages.at(-1)!.nextCursor}`));
    expect(pages.map((p) => p.items.length)).toEqual([8, 8, 8, 1]);
    const items = pages.flatMap((p) => p.items);
    const seen = items.map((n) => n.id);
    expect(new Set(seen).size).toBe(25);
    expect(seen.some((id) => arrived.includes(id))).toBe(false);
    const times = items.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.slice(-3)).toEqual([base, base, base]);

    expect((await api.page(me, '?limit=50')).items.slice(0, 3).map((n) => n.id)).toEqual([...arrived].reverse());
  });

  it('refuses a malformed cursor in the reader’s language', async () => {
    const me = await quickUser(t, 'cursor');
    for (const cursor of ['nope', Buffer.from('["2026-01-01T00:00:00.000000Z","x"]').toString('base64url')]) {
      const res = await api.list(me, `?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CURSOR' });
    }
    const pt = await api.list(me, '?cursor=nope', { 'accept-language': 'pt-BR' });
    expect(pt.json()).toMatchObject({ message: 'Este link de página não vale mais: comece de novo pela primeira página.' });
    expect((await api.list(me, '?limit=51')).statusCode).toBe(400);
  });

  it('lists only unread ones when asked', async () => {
    const me = await quickUser(t, 'unread');
    const [a, b] = await seed(me, 2);
    expect((await api.read(me, a!)).statusCode).toBe(200);
    expect((await api.page(me, '?unread=true')).items.map((n) => n.id)).toEqual([b]);
    expect((await api.page(me, '?unread=false')).items).toHaveLength(2);
  });
});

describe('changes', () => {
  it('marks read (once), all read, deletes and clears only the caller’s own; someone else’s is 404 and untouched', async () => {
    const [me, other] = [await quickUser(t, 'mine'), await quickUser(t, 'other')];
    const [a, b, c] = await seed(me, 3);
    const [theirs] = await seed(other, 1);
    expect(await api.unreadCount(me)).toBe(3);

    const read = await api.read(me, a!);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ count: 2 });
    const [stored] = await db.select().from(notifications).where(eq(notifications.id, a!));
    expect((await api.read(me, a!)).json()).toEqual({ count: 2 });
    const [again] = await db.select().from(notifications).where(eq(notifications.id, a!));
    expect(again!.readAt).toEqual(stored!.readAt);

    for (const res of [await api.read(me, theirs!), await api.remove(me, theirs!)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND', message: 'Notification not found.' });
    }
    expect((await api.read(me, crypto.randomUUID())).statusCode).toBe(404);
    expect((await api.read(me, 'not-an-id')).statusCode).toBe(400);
    expect(await api.unreadCount(other)).toBe(1);

    expect((await api.remove(me, b!)).json()).toEqual({ count: 1 });
    expect((await api.all(me)).map((n) => n.id)).toEqual([c, a]);
    expect((await api.readAll(me)).json()).toEqual({ count: 0 });
    expect((await api.all(me)).every((n) => n.read)).toBe(true);
    expect((await api.clear(me)).json()).toEqual({ count: 0 });
    expect(await api.all(me)).toEqual([]);
    expect(await api.all(other)).toHaveLength(1);
  });

  it('a mutating call without the client-type header is refused', async () => {
    const me = await quickUser(t, 'hdr');
    const res = await app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: { authorization: me.auth.authorization } });
    expect(res.statusCode).toBe(403);
  });
});

describe('settings', () => {
  const valid = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
    enabled: true,
    quietHours: { enabled: true, start: '22:30', end: '06:15', timeZone: 'America/Sao_Paulo' },
    types: Object.fromEntries(notificationTypes.map((type) => [type, { push: true, email: type !== 'match_ended', sound: true }])) as NotificationSettings['types'],
    ...overrides,
  });

  it('answers the defaults until saved: every channel on, quiet 23:00–07:00 in UTC', async () => {
    const me = await quickUser(t, 'defaults');
    const settings = await api.settingsOf(me);
    expect(settings).toEqual({
      enabled: true,
      quietHours: { enabled: true, start: '23:00', end: '07:00', timeZone: 'UTC' },
      types: Object.fromEntries(notificationTypes.map((type) => [type, { push: true, email: true, sound: true }])),
    });
  });

  it('keeps what is saved, per user, and reads a type added since as all on', async () => {
    const [me, other] = [await quickUser(t, 'saver'), await quickUser(t, 'bystander')];
    const saved = await api.saveSettings(me, valid({ enabled: false }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(valid({ enabled: false }));
    expect(await api.settingsOf(me)).toEqual(valid({ enabled: false }));
    expect((await api.saveSettings(me, valid())).json()).toEqual(valid());
    expect((await api.settingsOf(other)).quietHours.timeZone).toBe('UTC');

    // A row saved before prize_paid existed: its missing type has every channel on.
    const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, me.user.id));
    const { prize_paid: _dropped, ...older } = row!.types;
    await db.update(notificationSettings).set({ types: older }).where(eq(notificationSettings.userId, me.user.id));
    expect((await api.settingsOf(me)).types.prize_paid).toEqual({ push: true, email: true, sound: true });
  });

  it('refuses a bad time, an unknown zone or a missing type, in the reader’s language', async () => {
    const me = await quickUser(t, 'invalid');
    const cases: [NotificationSettings | object, string][] = [
      [valid({ quietHours: { enabled: true, start: '24:00', end: '07:00', timeZone: 'UTC' } }), 'Enter a time as HH:MM.'],
      [valid({ quietHours: { enabled: true, start: '23:00', end: '07:00', timeZone: 'Mars/Olympus' } }), 'Choose a time zone from the list.'],
    ];
    for (const [body, message] of cases) {
      const res = await api.saveSettings(me, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const { prize_paid: _missing, ...fewer } = valid().types;
    expect((await api.saveSettings(me, { ...valid(), types: fewer })).statusCode).toBe(400);
    const pt = await api.call(me, 'PUT', '/notifications/settings', { payload: cases[0]![0], headers: { 'accept-language': 'pt-BR' } });
    expect(pt.json()).toMatchObject({ message: 'Informe um horário no formato HH:MM.' });
    expect((await api.settingsOf(me)).quietHours.start).toBe('23:00');
  });
});

describe('live on sockets', () => {
  it('pushes a new notification to every tab of its recipient, in their language, with the unread count; nobody else hears it', async () => {
    const [sender, me, bystander] = [await quickUser(t, 'snd'), await quickUser(t, 'rcv'), await quickUser(t, 'by')];
    await db.update(users).set({ locale: 'pt-BR' }).where(eq(users.id, me.user.id));
    await seed(me, 1);
    const tabs = [await connectedSocket(url, tokenOf(me)), await connectedSocket(url, tokenOf(me))];
    const stranger = recorded(await connectedSocket(url, tokenOf(bystander)));
    const arrivals = tabs.map((tab) => nextEvent(tab, 'notification:new'));

    expect((await socialApi(t).request(sender, me.user.id)).statusCode).toBe(201);
    for (const payload of await Promise.all(arrivals)) {
      expect(payload.unreadCount).toBe(2);
      expect(payload.notification).toMatchObject<Partial<Notification>>({
        type: 'friend_request',
        title: 'Novo pedido de amizade',
        message: `${sender.nickName} quer ser seu amigo.`,
        read: false,
        link: '/app/friends',
      });
    }
    await settle();
    expect(stranger).toEqual([]);
  });

  it('tells the other tabs the count after every change', async () => {
    const me = await quickUser(t, 'tabs');
    const [a, b] = await seed(me, 2);
    const tab = await connectedSocket(url, tokenOf(me));
    const counts = recorded(tab);
    await api.read(me, a!);
    await api.remove(me, b!);
    await seed(me, 1);
    await api.readAll(me);
    await api.clear(me);
    await until('five pushes', async () => counts.length >= 5);
    expect(counts.map((e) => [e.event, (e.payload as { unreadCount: number }).unreadCount])).toEqual([
      ['notification:count', 1],
      ['notification:count', 0],
      ['notification:new', 1],
      ['notification:count', 0],
      ['notification:count', 0],
    ]);
  });

  it('says nothing of a notification whose transaction rolled back', async () => {
    const me = await quickUser(t, 'rollback');
    const events = recorded(await connectedSocket(url, tokenOf(me)));
    await expect(
      runInTransaction(db, async (tx) => {
        await notify(app.ctx, tx, { userId: me.user.id, type: 'new_message', params: { preview: 'never' }, dedupeKey: 'rolled-back' });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow();
    await settle();
    expect(events).toEqual([]);
  });
});

describe('account erasure', () => {
  it('deletes the account’s notifications and settings; others’ notifications name it anonymously', async () => {
    const me = await signedInUser(t, 'erased');
    const friend = await quickUser(t, 'friend');
    await seed(me, 2);
    await api.saveSettings(me, (await api.settingsOf(me)) satisfies NotificationSettings);
    expect((await socialApi(t).request(me, friend.user.id)).statusCode).toBe(201);

    await eraseAccount(t, me);
    expect(await storedFor(t, [me.user.id])).toEqual([]);
    expect(await db.select().from(notificationSettings).where(eq(notificationSettings.userId, me.user.id))).toEqual([]);
    const [request] = await api.all(friend);
    expect(request!.message).toMatch(/^Deleted player [0-9a-f]+ wants to be your friend\.$/);
    expect(request!.message).not.toContain(me.nickName);
  });
});

const redisUrl = process.env.REDIS_URL;
const twoInstances = Boolean(testDatabaseUrl() && redisUrl);

describe.skipIf(!twoInstances)('two instances (TEST_DATABASE_URL, REDIS_URL)', async () => {
  if (!twoInstances) return;
  const clock = testClock();
  const { primary, connect } = await freshSharedDatabase();
  const secondary = connect();
  const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: uniquePrefix(), ...ROOMY_LIMITS };
  const a: TestApp = await createTestApp({ env, database: primary, deps: { now: clock.now } });
  const b: TestApp = await createTestApp({ env, database: secondary, deps: { now: clock.now } });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await secondary.close();
    await primary.close();
  });
  const urlB = await listen(b.app);
  await listen(a.app);
  await until('both instances connected to Redis', async () => (await Promise.all([readiness(a.app), readiness(b.app)])).every((r) => r.body.status === 'ok'));

  it('a notification written on one instance reaches its recipient’s socket on the other, and so does the count', async () => {
    const [sender, me] = [await quickUser(a, 'snd'), await quickUser(a, 'rcv')];
    const tab = await connectedSocket(urlB, tokenOf(me));
    const arrived = nextEvent(tab, 'notification:new');
    expect((await socialApi(a).request(sender, me.user.id)).statusCode).toBe(201);
    const { notification, unreadCount } = await arrived;
    expect(unreadCount).toBe(1);
    const counted = nextEvent(tab, 'notification:count');
    expect((await notificationApi(a).read(me, notification.id)).statusCode).toBe(200);
    expect(await counted).toEqual({ unreadCount: 0 });
  });
});
