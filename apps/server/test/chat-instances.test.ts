import { afterAll, describe, expect, it } from 'vitest';
import { ROOMY_LIMITS, testClock } from './account-helpers.ts';
import { chatApi, chatWorld, tokenOf } from './chat-helpers.ts';
import { freshSharedDatabase, testDatabaseUrl } from './database-template.ts';
import { connectedSocket, listen, nextEvent, readiness, uniquePrefix, until } from './instance-helpers.ts';
import { createTestApp } from './test-app.ts';

const redisUrl = process.env.REDIS_URL;
const enabled = Boolean(testDatabaseUrl() && redisUrl);

describe.skipIf(!enabled)('chat on two instances sharing PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL)', async () => {
  // A skipped suite is still collected: build nothing then.
  if (!enabled) return;
  const clock = testClock();
  const { primary, connect } = await freshSharedDatabase();
  const secondary = connect();
  const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: uniquePrefix(), ...ROOMY_LIMITS };
  const a = await createTestApp({ env, database: primary, deps: { now: clock.now } });
  const b = await createTestApp({ env, database: secondary, deps: { now: clock.now } });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await secondary.close();
    await primary.close();
  });
  const [urlA, urlB] = [await listen(a.app), await listen(b.app)];
  await until('both instances connected to Redis', async () =>
    (await Promise.all([readiness(a.app), readiness(b.app)])).every((r) => r.body.status === 'ok'),
  );
  const w = await chatWorld(a);
  const room = (await chatApi(a).open(w.P1, 'match', w.match.id)).id;

  it('delivers a message posted through A to a socket on B, and counts viewers on both', async () => {
    const onB = await connectedSocket(urlB, tokenOf(w.P2));
    expect(await onB.timeout(5000).emitWithAck('chat:join', { roomId: room })).toMatchObject({ ok: true, viewerCount: 1 });
    const onA = await connectedSocket(urlA, tokenOf(w.O));
    // B's own arrival (one viewer) may still be announced after its ack: wait for the count that includes A.
    const presence = nextEvent(onB, 'chat:presence', 5000, (p) => p.viewerCount === 2);
    expect(await onA.timeout(5000).emitWithAck('chat:join', { roomId: room })).toMatchObject({ ok: true, viewerCount: 2 });
    expect(await presence).toEqual({ roomId: room, viewerCount: 2 });
    const arrived = nextEvent(onB, 'chat:message');
    const sent = await chatApi(a).send(w.P1, room, 'cross-instance hello');
    expect(await arrived).toEqual({ roomId: room, message: sent });
    expect((await chatApi(b).open(w.P1, 'match', w.match.id)).viewerCount).toBe(2);
  });

  it('applies the rate limit over both instances together', async () => {
    clock.advance(10_000);
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await chatApi(i % 2 ? b : a).sendRes(w.P2, room, `m${i}`)).statusCode);
    expect(results).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('counts a person with tabs on both instances once, and tells the other instance when they leave', async () => {
    const spectators = (await chatApi(a).open(w.P1, 'spectator', w.tournament.id)).id;
    const [tabA, tabB, otherB] = [await connectedSocket(urlA, tokenOf(w.P3)), await connectedSocket(urlB, tokenOf(w.P3)), await connectedSocket(urlB, tokenOf(w.P1b))];
    expect(await tabA.timeout(5000).emitWithAck('chat:join', { roomId: spectators })).toMatchObject({ ok: true, viewerCount: 1 });
    expect(await tabB.timeout(5000).emitWithAck('chat:join', { roomId: spectators })).toMatchObject({ ok: true, viewerCount: 1 });
    expect(await otherB.timeout(5000).emitWithAck('chat:join', { roomId: spectators })).toMatchObject({ ok: true, viewerCount: 2 });
    expect((await chatApi(a).open(w.P1, 'spectator', w.tournament.id)).viewerCount).toBe(2);
    const left = nextEvent(tabA, 'chat:presence', 5000, (p) => p.viewerCount === 1);
    otherB.disconnect();
    expect(await left).toEqual({ roomId: spectators, viewerCount: 1 });
    await until('A counts the departure made on B', async () => (await chatApi(a).open(w.P1, 'spectator', w.tournament.id)).viewerCount === 1);
    tabA.disconnect();
    tabB.disconnect();
  });

  it('lets the next join into a draft’s live chat on either instance once it is published through one of them', async () => {
    const draft = await chatWorld(a, 'DRAFT');
    const spectators = (await chatApi(a).open(draft.O, 'spectator', draft.tournament.id)).id;
    const [visitorA, visitorB] = [await connectedSocket(urlA), await connectedSocket(urlB)];
    expect(await visitorA.timeout(5000).emitWithAck('chat:join', { roomId: spectators })).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await visitorB.timeout(5000).emitWithAck('chat:join', { roomId: spectators })).toEqual({ ok: false, code: 'NOT_FOUND' });
    const published = await a.app.inject({ method: 'POST', url: `/api/v1/tournaments/${draft.tournament.id}/publish`, headers: draft.O.auth });
    expect(published.statusCode, published.body).toBe(200);
    expect(await visitorA.timeout(5000).emitWithAck('chat:join', { roomId: spectators })).toMatchObject({ ok: true });
    expect(await visitorB.timeout(5000).emitWithAck('chat:join', { roomId: spectators })).toMatchObject({ ok: true });
    visitorA.disconnect();
    visitorB.disconnect();
  });
});
