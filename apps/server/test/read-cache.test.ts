import { describe, expect, it } from 'vitest';
import { createReadCache, etagOf, matchesEtag, type InvalidationBus } from '../src/platform/read-cache/read-cache.ts';

/** A promise with its resolver outside, to hold a computation open while the test acts. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('read cache', () => {
  it('fills a key once for concurrent misses and serves the stored body afterwards', async () => {
    const cache = createReadCache();
    const gate = deferred<string>();
    let runs = 0;
    const fill = async () => {
      runs += 1;
      return { body: await gate.promise };
    };
    const both = Promise.all([cache.get('k', ['t'], fill), cache.get('k', ['t'], fill)]);
    gate.resolve('{"a":1}');
    const [first, second] = await both;
    expect(runs).toBe(1);
    expect(first.body.toString()).toBe('{"a":1}');
    expect(second).toBe(first);
    await cache.get('k', ['t'], fill);
    expect(runs).toBe(1);
  });

  it('recomputes after an invalidation of one of its tags, and keeps entries of other tags', async () => {
    const cache = createReadCache();
    let version = 0;
    const fill = async () => ({ body: `{"v":${++version}}` });
    await cache.get('a', ['tournament:1', 'tournaments'], fill);
    await cache.get('b', ['tournament:2'], async () => ({ body: '"b"' }));
    await cache.invalidate(['tournament:1']);
    expect((await cache.get('a', ['tournament:1', 'tournaments'], fill)).body.toString()).toBe('{"v":2}');
    expect((await cache.get('b', ['tournament:2'], async () => ({ body: '"changed"' }))).body.toString()).toBe('"b"');
  });

  it('does not store a fill that started before an invalidation of its tags (stale-fill race), nor let later reads join it', async () => {
    const cache = createReadCache();
    const old = deferred<string>();
    const stale = cache.get('k', ['t'], async () => ({ body: await old.promise }));
    // The write commits and invalidates while the old read is still computing.
    await cache.invalidate(['t']);
    let fresh = 0;
    const after = cache.get('k', ['t'], async () => ({ body: `"new ${++fresh}"` }));
    expect((await after).body.toString()).toBe('"new 1"');
    old.resolve('"old"');
    expect((await stale).body.toString()).toBe('"old"');
    // The old result was answered to its own caller only: the stored body is the new one.
    expect((await cache.get('k', ['t'], async () => ({ body: '"never"' }))).body.toString()).toBe('"new 1"');
  });

  it('evicts the least recently used bodies beyond its byte bound', async () => {
    const cache = createReadCache({ maxBytes: 3 * 1200 });
    const body = (c: string) => async () => ({ body: c.repeat(1000) });
    await cache.get('one', [], body('1'));
    await cache.get('two', [], body('2'));
    await cache.get('one', [], body('x'));
    await cache.get('three', [], body('3'));
    await cache.get('four', [], body('4'));
    // `two` was the least recently used: computed again; `one` (used since) is still there.
    expect((await cache.get('two', [], body('y'))).body.toString()[0]).toBe('y');
    expect((await cache.get('four', [], body('z'))).body.toString()[0]).toBe('4');
  });

  it('expires an entry at its own time and at the safety TTL', async () => {
    let now = 1_000_000;
    const cache = createReadCache({ ttlMs: 60_000, now: () => new Date(now) });
    let runs = 0;
    const fill = async () => ({ body: `${++runs}`, expiresAt: new Date(1_000_000 + 5_000) });
    await cache.get('k', [], fill);
    now += 4_999;
    expect((await cache.get('k', [], fill)).body.toString()).toBe('1');
    now += 1;
    expect((await cache.get('k', [], fill)).body.toString()).toBe('2');
    let other = 0;
    const plain = async () => ({ body: `${++other}` });
    await cache.get('p', [], plain);
    now += 60_000;
    expect((await cache.get('p', [], plain)).body.toString()).toBe('2');
  });

  it('gives a strong ETag of the body and matches If-None-Match lists and weak forms', async () => {
    const cache = createReadCache();
    const entry = await cache.get('k', [], async () => ({ body: '{"x":1}' }));
    expect(entry.etag).toBe(etagOf(Buffer.from('{"x":1}')));
    expect(entry.etag).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf(Buffer.from('{"x":2}'))).not.toBe(entry.etag);
    expect(matchesEtag(entry.etag, entry.etag)).toBe(true);
    expect(matchesEtag(`"other", W/${entry.etag}`, entry.etag)).toBe(true);
    expect(matchesEtag('"other"', entry.etag)).toBe(false);
    expect(matchesEtag(undefined, entry.etag)).toBe(false);
  });

  it('publishes invalidations, applies the ones it receives, and steps aside while its bus is disconnected', async () => {
    let deliver: (tags: string[]) => void = () => {};
    let reconnect: () => void = () => {};
    let connected = true;
    const published: string[][] = [];
    const bus: InvalidationBus = {
      publish: async (tags) => void published.push(tags),
      subscribe: (onTags, onReconnect) => {
        deliver = onTags;
        reconnect = onReconnect;
      },
      connected: () => connected,
      close: async () => {},
    };
    const cache = createReadCache({ bus });
    let runs = 0;
    const fill = async () => ({ body: `${++runs}` });
    await cache.get('k', ['t'], fill);
    await cache.invalidate(['t']);
    expect(published).toEqual([['t']]);
    await cache.get('k', ['t'], fill);
    deliver(['t']);
    expect((await cache.get('k', ['t'], fill)).body.toString()).toBe('3');
    connected = false;
    expect((await cache.get('k', ['t'], fill)).body.toString()).toBe('4');
    expect((await cache.get('k', ['t'], fill)).body.toString()).toBe('5');
    connected = true;
    // What was published while it was away is lost: everything is dropped on the way back.
    reconnect();
    expect((await cache.get('k', ['t'], fill)).body.toString()).toBe('6');
    expect((await cache.get('k', ['t'], fill)).body.toString()).toBe('6');
  });
});
