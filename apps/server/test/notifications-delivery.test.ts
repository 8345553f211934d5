import { randomBytes } from 'node:crypto';
import { notificationTypes, type EmailSubscription, type NotificationSettings } from '@clutch/contract/notifications';
import type { PushPayload } from '@clutch/contract/push';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { follows, notifications, notificationSettings, outbox, users } from '../src/db/schema/index.ts';
import { runInTransaction } from '../src/db/transaction.ts';
import { EMAIL_DELAY_SECONDS } from '../src/modules/notifications/delivery.service.ts';
import { notify, notifyAudience } from '../src/modules/notifications/notifications.service.ts';
import type { PushDelivery, PushSender, PushTarget } from '../src/platform/push/push-sender.ts';
import { ROOMY_LIMITS } from './account-helpers.ts';
import { until } from './instance-helpers.ts';
import { jobsNamed, jobSettled, QUICK_JOBS } from './job-helpers.ts';
import { notificationApi } from './notification-helpers.ts';
import { socialApi } from './social-helpers.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

/** A push service in memory: records what each device was sent; `failNext` makes the next sends fail (a 503). */
function fakePushService(): PushSender & { sent: { endpoint: string; payload: PushPayload }[]; failNext: number } {
  const service = {
    publicKey: 'BPublicKeyForTests',
    sent: [] as { endpoint: string; payload: PushPayload }[],
    failNext: 0,
    async send(target: PushTarget, payload: string): Promise<PushDelivery> {
      if (service.failNext > 0) {
        service.failNext -= 1;
        return { status: 'failed', statusCode: 503, reason: 'Service Unavailable' };
      }
      service.sent.push({ endpoint: target.endpoint, payload: JSON.parse(payload) as PushPayload });
      return { status: 'sent', statusCode: 201 };
    },
  };
  return service;
}

const push = fakePushService();
/**
 * The app's clock: unless a test sets `clockAt`, real time shifted to start at today's midday UTC, so the default quiet
 * hours (23:00–07:00 in the recipient's zone, UTC here) never hold a test's mail or push whatever hour the suite runs
 * at. It still ticks with real time, and the jobs' delays are measured as gaps, so only the time of day moves.
 */
let clockAt: Date | null = null;
const middayOffsetMs = new Date().setUTCHours(12, 0, 0, 0) - Date.now();
const middayNow = () => new Date(Date.now() + middayOffsetMs);
const t = await createTestApp({
  env: { ...ROOMY_LIMITS, RATE_LIMIT_MAX: '100000' },
  deps: {
    pushSender: push,
    jobOptions: { ...QUICK_JOBS, retry: { 'notifications.push': { retryDelaySeconds: 1, retryBackoff: false } } },
    now: () => clockAt ?? middayNow(),
  },
});
const { app } = t;
const db = app.ctx.db;
const api = notificationApi(t);
const social = socialApi(t);

const allOn = () =>
  Object.fromEntries(notificationTypes.map((type) => [type, { push: true, email: true, sound: true }])) as NotificationSettings['types'];

async function saveSettings(who: QuickUser, change: Partial<NotificationSettings> = {}) {
  const settings: NotificationSettings = {
    enabled: true,
    quietHours: { enabled: false, start: '23:00', end: '07:00', timeZone: 'UTC' },
    types: allOn(),
    ...change,
  };
  const res = await api.saveSettings(who, settings);
  expect(res.statusCode, res.body).toBe(200);
}

async function subscribeDevice(who: QuickUser) {
  const endpoint = `https://push.example.test/device/${randomBytes(8).toString('hex')}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: who.auth,
    payload: { endpoint, expirationTime: null, keys: { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return endpoint;
}

/** The notifications rows of one user, with their delivery columns. */
const rowsOf = (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));

/** Waits until every delivery job that exists now has finished (the delayed ones made due first when `due`). */
async function drain(opts: { due?: boolean } = {}) {
  for (let round = 0; round < 4; round++) {
    if (opts.due) await app.ctx.database.executeSql(`update pgboss.job set start_after = now() where name like 'notifications.%' and state = 'created'`);
    const waiting = (
      await Promise.all(['notifications.dispatch', 'notifications.email', 'notifications.push', 'mail.send'].map((name) => jobsNamed(t, name)))
    )
      .flat()
      .filter((j) => ['created', 'retry', 'active'].includes(j.state) && (opts.due || new Date(j.start_after).getTime() <= Date.now() + 1000));
    if (waiting.length === 0) return;
    for (const name of ['notifications.dispatch', 'notifications.email', 'notifications.push', 'mail.send'] as const) app.ctx.jobs.wake(name);
    for (const job of waiting) await jobSettled(t, job.id, 20_000);
  }
}

const mailTo = async (who: QuickUser) => (await t.outbox()).filter((m) => m.to === who.user.email);

/** A friend request from `from` to `to`: the cause of one `friend_request` notification. */
async function friendRequest(from: QuickUser, to: QuickUser) {
  const res = await social.request(from, to.user.id);
  expect(res.statusCode, res.body).toBe(201);
}

describe('notification e-mail', () => {
  it('is planned with the cause and sent once, a few minutes later, in the recipient’s language, with a one-click unsubscribe', async () => {
    const from = await quickUser(t, 'asker');
    const to = await quickUser(t, 'asked');
    await db.update(users).set({ locale: 'pt-BR' }).where(eq(users.id, to.user.id));
    await friendRequest(from, to);

    const { dedupeKey } = (await rowsOf(to.user.id))[0]!;
    expect((await jobsNamed(t, 'notifications.dispatch')).filter((j) => j.data.dedupeKey === dedupeKey)).toHaveLength(1);
    await drain();
    const [row] = await rowsOf(to.user.id);
    expect(row!.dispatchedAt).not.toBeNull();
    expect(row!.emailedAt).toBeNull();
    // Waiting its few minutes, in case it is read in the app first.
    const emailJob = (await jobsNamed(t, 'notifications.email')).find((j) => (j.data.notificationIds as string[]).includes(row!.id))!;
    const delay = (new Date(emailJob.start_after).getTime() - Date.now()) / 1000;
    expect(delay).toBeGreaterThan(EMAIL_DELAY_SECONDS - 30);
    expect(delay).toBeLessThanOrEqual(EMAIL_DELAY_SECONDS + 1);
    expect(await mailTo(to)).toEqual([]);

    await drain({ due: true });
    const mails = await mailTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Novo pedido de amizade');
    expect(mails[0]!.text).toContain(`${from.nickName} quer ser seu amigo.`);
    expect(mails[0]!.text).toContain('Ver o pedido: http://localhost:3000/app/friends');
    expect(mails[0]!.text).toMatch(/Cancelar os e-mails sobre pedidos de amizade: http:\/\/localhost:3000\/app\/unsubscribe\?token=\S+/);
    expect(mails[0]!.html).toContain('lang="pt-BR"');
    // Nobody else hears of it by e-mail, the sender least of all.
    expect(await mailTo(from)).toEqual([]);

    // The job run again (a retry after a crash) sends nothing more.
    await app.ctx.jobs.send('notifications.email', { notificationIds: [row!.id] });
    await drain({ due: true });
    expect(await mailTo(to)).toHaveLength(1);
  });

  it('is not sent for a notification read in the app meanwhile, nor when the type or the global switch is off', async () => {
    const from = await quickUser(t, 'sender');
    const reader = await quickUser(t, 'reader');
    const typeOff = await quickUser(t, 'typeoff');
    const allOff = await quickUser(t, 'alloff');
    await saveSettings(typeOff, { types: { ...allOn(), friend_request: { push: true, email: false, sound: true } } });
    await saveSettings(allOff, { enabled: false });
    for (const to of [reader, typeOff, allOff]) await friendRequest(from, to);
    await drain();
    const [readOne] = await rowsOf(reader.user.id);
    expect((await api.read(reader, readOne!.id)).statusCode).toBe(200);

    await drain({ due: true });
    for (const to of [reader, typeOff, allOff]) expect(await mailTo(to)).toEqual([]);
  });

  it('waits for the end of the recipient’s quiet hours in their own zone, and then goes', async () => {
    // 02:30 in São Paulo (05:30 UTC), inside quiet hours 22:30–06:15 there.
    clockAt = new Date('2026-04-10T05:30:00Z');
    try {
      const from = await quickUser(t, 'nightowl');
      const to = await quickUser(t, 'sleeper');
      await saveSettings(to, { quietHours: { enabled: true, start: '22:30', end: '06:15', timeZone: 'America/Sao_Paulo' } });
      await friendRequest(from, to);
      await drain();
      const [row] = await rowsOf(to.user.id);
      const job = (await jobsNamed(t, 'notifications.email')).find((j) => (j.data.notificationIds as string[]).includes(row!.id))!;
      // 06:15 there is 09:15 UTC: 3 h 45 min after the app's clock.
      const delay = (new Date(job.start_after).getTime() - Date.now()) / 1000;
      expect(delay).toBeGreaterThan(3.75 * 3600 - 60);
      expect(delay).toBeLessThanOrEqual(3.75 * 3600 + 1);
      // In the app it is there at once.
      expect(await api.unreadCount(to)).toBe(1);

      // Run early (the clock still at night): it waits again rather than sending.
      await drain({ due: true });
      expect(await mailTo(to)).toEqual([]);
      clockAt = new Date('2026-04-10T09:20:00Z');
      await drain({ due: true });
      expect(await mailTo(to)).toHaveLength(1);
    } finally {
      clockAt = null;
    }
  });

  it('goes once to each of 250 followers for one cause: one dispatch job, e-mail jobs of a hundred', async () => {
    const organizer = await quickUser(t, 'bigorg');
    const fans = await db
      .insert(users)
      .values(Array.from({ length: 250 }, (_, i) => ({ email: `fan${i}-${randomBytes(4).toString('hex')}@example.test`, nickName: `fan_${randomBytes(5).toString('hex')}`, userVerified: true })))
      .returning({ id: users.id });
    await db.insert(follows).values(fans.map((f) => ({ followerId: f.id, followeeId: organizer.user.id })));
    const dedupeKey = `organizer_live:bench-${randomBytes(4).toString('hex')}:start`;
    const ids = await runInTransaction(db, (tx) =>
      notifyAudience(app.ctx, tx, { followersOf: organizer.user.id }, { type: 'organizer_live', params: { tournament: 'Big Cup' }, link: '/app/tournaments/x', actorId: organizer.user.id, dedupeKey }),
    );
    expect(ids).toHaveLength(250);
    expect((await jobsNamed(t, 'notifications.dispatch')).filter((j) => j.data.dedupeKey === dedupeKey)).toHaveLength(1);
    await drain();
    const planned = (await jobsNamed(t, 'notifications.email')).filter((j) => (j.data.notificationIds as string[]).some((id) => ids.includes(id)));
    expect(planned.map((j) => (j.data.notificationIds as string[]).length).sort((a, b) => a - b)).toEqual([50, 100, 100]);
    await drain({ due: true });
    const sent = await db.select({ to: outbox.to }).from(outbox).where(eq(outbox.subject, `${organizer.nickName} is live`));
    expect(sent).toHaveLength(250);
    expect(new Set(sent.map((m) => m.to)).size).toBe(250);
  });
});

describe('notification push', () => {
  it('goes at once to every device of the recipient, with the notification’s text, page and id as its tag; a failing push service is tried again', async () => {
    const from = await quickUser(t, 'pusher');
    const to = await quickUser(t, 'pushed');
    const phone = await subscribeDevice(to);
    const laptop = await subscribeDevice(to);
    push.failNext = 2;
    await friendRequest(from, to);
    await until(
      'pushed to both devices after a retry',
      async () => push.sent.filter((s) => [phone, laptop].includes(s.endpoint)).length === 2,
      20_000,
    );
    const [row] = await rowsOf(to.user.id);
    const sent = push.sent.filter((s) => [phone, laptop].includes(s.endpoint));
    expect(sent.map((s) => s.payload)).toEqual([
      { title: 'New friend request', body: `${from.nickName} wants to be your friend.`, url: '/app/friends', tag: row!.id },
      { title: 'New friend request', body: `${from.nickName} wants to be your friend.`, url: '/app/friends', tag: row!.id },
    ]);
    await until('recorded pushed', async () => (await rowsOf(to.user.id))[0]!.pushedAt !== null);
    // Run again, it sends nothing more.
    await app.ctx.jobs.send('notifications.push', { notificationIds: [row!.id] });
    await drain({ due: true });
    expect(push.sent.filter((s) => [phone, laptop].includes(s.endpoint))).toHaveLength(2);
  });

  it('is not sent to a user without a device, nor when push is off for the type', async () => {
    const from = await quickUser(t, 'nopush');
    const deviceless = await quickUser(t, 'deviceless');
    const muted = await quickUser(t, 'muted');
    const device = await subscribeDevice(muted);
    await saveSettings(muted, { types: { ...allOn(), friend_request: { push: false, email: true, sound: true } } });
    await friendRequest(from, deviceless);
    await friendRequest(from, muted);
    await drain({ due: true });
    expect(push.sent.some((s) => s.endpoint === device)).toBe(false);
    const planned = (await jobsNamed(t, 'notifications.push')).flatMap((j) => j.data.notificationIds as string[]);
    for (const who of [deviceless, muted]) expect(planned).not.toContain((await rowsOf(who.user.id))[0]!.id);
  });
});

describe('the unsubscribe link', () => {
  async function linkOf(to: QuickUser) {
    await drain({ due: true });
    const [mail] = await mailTo(to);
    const page = /http:\/\/localhost:3000\/app\/unsubscribe\?token=(\S+)/.exec(mail!.text);
    expect(page).not.toBeNull();
    return decodeURIComponent(page![1]!);
  }
  const post = (path: 'unsubscribe' | 'resubscribe', token: string, init: { headers?: Record<string, string>; payload?: string } = {}) =>
    app.inject({ method: 'POST', url: `/api/v1/notifications/${path}?token=${encodeURIComponent(token)}`, ...init });

  it('turns that type’s e-mails off in one click from a mail client, without a session, and the page’s undo turns them on again', async () => {
    const from = await quickUser(t, 'unsubfrom');
    const to = await quickUser(t, 'unsubto');
    await saveSettings(to, { types: { ...allOn(), team_invite: { push: false, email: false, sound: true } } });
    await friendRequest(from, to);
    const token = await linkOf(to);

    // RFC 8058: the mail client POSTs this form to the List-Unsubscribe address, with no session and no header of ours.
    const res = await post('unsubscribe', token, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EmailSubscription>()).toEqual({ type: 'friend_request', email: false });
    const settings = await api.settingsOf(to);
    expect(settings.types.friend_request).toEqual({ push: true, email: false, sound: true });
    // Nothing else changed.
    expect(settings.types.team_invite).toEqual({ push: false, email: false, sound: true });
    expect(settings.types.match_starting).toEqual({ push: true, email: true, sound: true });

    const other = await quickUser(t, 'unsubother');
    await friendRequest(other, to);
    await drain({ due: true });
    expect(await mailTo(to)).toHaveLength(1);

    const undo = await post('resubscribe', token, { headers: { 'x-client-type': 'web' } });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json<EmailSubscription>()).toEqual({ type: 'friend_request', email: true });
    expect((await api.settingsOf(to)).types.friend_request.email).toBe(true);
  });

  it('works for a user who never saved settings, and only ever for the user and type it was made for', async () => {
    const from = await quickUser(t, 'linkfrom');
    const to = await quickUser(t, 'linkto');
    const bystander = await quickUser(t, 'bystander');
    await friendRequest(from, to);
    const token = await linkOf(to);

    // Someone else signed in changes nothing of theirs with it: the token says who, not the session.
    const res = await post('unsubscribe', token, { headers: bystander.auth });
    expect(res.statusCode).toBe(200);
    expect((await api.settingsOf(to)).types.friend_request.email).toBe(false);
    expect((await api.settingsOf(bystander)).types.friend_request.email).toBe(true);

    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(`${bystander.user.id}:friend_request`).toString('base64url')}.${signature}`;
    const anotherType = `${Buffer.from(`${to.user.id}:team_invite`).toString('base64url')}.${signature}`;
    for (const bad of [forged, anotherType, `${payload}.`, 'nonsense', `${payload}.${signature}.x`]) {
      const refused = await post('unsubscribe', bad, { headers: { 'accept-language': 'pt-BR' } });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'UNSUBSCRIBE_LINK_INVALID',
        message: 'Este link de cancelamento não é válido. Altere suas configurações de e-mail na Clutch.',
      });
    }
    expect((await api.settingsOf(bystander)).types.friend_request.email).toBe(true);
    expect((await api.settingsOf(to)).types.team_invite.email).toBe(true);
    expect((await post('unsubscribe', '')).statusCode).toBe(400);
  });

  it('no longer works once the account is erased', async () => {
    const from = await quickUser(t, 'erasefrom');
    const to = await quickUser(t, 'eraseto');
    await friendRequest(from, to);
    const token = await linkOf(to);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, to.user.id));
    const res = await post('unsubscribe', token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
    expect(await db.select().from(notificationSettings).where(eq(notificationSettings.userId, to.user.id))).toEqual([]);
  });
});

describe('a notification that rolls back', () => {
  it('leaves no row and no job behind', async () => {
    const to = await quickUser(t, 'rollback');
    const dedupeKey = `rollback:${randomBytes(4).toString('hex')}`;
    await expect(
      runInTransaction(db, async (tx) => {
        await notify(app.ctx, tx, { userId: to.user.id, type: 'prize_paid', params: {}, dedupeKey });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await rowsOf(to.user.id)).toEqual([]);
    expect((await jobsNamed(t, 'notifications.dispatch')).filter((j) => j.data.dedupeKey === dedupeKey)).toEqual([]);
  });
});
