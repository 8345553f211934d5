import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatPresence, type PresenceExchange, type Tally } from './chat-presence.ts';

const INTERVAL = 1000;
const channel = 'chat:room';

function world(exchange: PresenceExchange | null) {
  let at = 10_000;
  const errors: unknown[] = [];
  const presence = createChatPresence({ exchange, intervalMs: INTERVAL, now: () => at, onError: (err) => errors.push(err) });
  return { presence, errors, advance: (ms: number) => (at += ms) };
}

/** The other instances, answering `tallies` (or failing), with every fetch and notice recorded. */
function others(tallies: Tally[]) {
  const calls = { fetches: 0, notices: [] as string[] };
  let failing = false;
  const exchange: PresenceExchange = {
    notify: (c) => void calls.notices.push(c),
    fetch: async () => {
      calls.fetches += 1;
      if (failing) throw new Error('timeout reached: only 0 responses received out of 1');
      return tallies.map((t) => ({ users: [...t.users], visitors: t.visitors }));
    },
  };
  return { exchange, calls, tallies, fail: (yes: boolean) => (failing = yes) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('chat presence on one instance', () => {
  it('counts each signed-in person once however many tabs, each visitor socket once, and forgets who left', async () => {
    const { presence } = world(null);
    presence.add(channel, 'u1');
    presence.add(channel, 'u1');
    presence.add(channel, 'u2');
    presence.add(channel, null);
    presence.add(channel, null);
    expect(await presence.count(channel)).toBe(4);
    presence.remove(channel, 'u1');
    expect(await presence.count(channel)).toBe(4);
    presence.remove(channel, 'u1');
    presence.remove(channel, null);
    expect(await presence.count(channel)).toBe(2);
    presence.remove(channel, 'u2');
    presence.remove(channel, null);
    presence.remove(channel, null);
    presence.remove(channel, 'nobody');
    expect(await presence.count(channel)).toBe(0);
    expect(presence.tally(channel)).toEqual({ users: [], visitors: 0 });
    expect(await presence.count('chat:other')).toBe(0);
  });
});

describe('chat presence across instances', () => {
  it('adds the other instances’ people, counting a person with tabs on several instances once', async () => {
    const remote = others([
      { users: ['u1', 'u3'], visitors: 2 },
      { users: ['u3', 'u4'], visitors: 1 },
    ]);
    const { presence } = world(remote.exchange);
    presence.add(channel, 'u1');
    presence.add(channel, 'u2');
    presence.add(channel, null);
    // here u1, u2, one visitor; there u1, u3, u4 and three visitors.
    expect(await presence.count(channel)).toBe(8);
    presence.remove(channel, 'u1');
    expect(await presence.count(channel)).toBe(8);
    presence.add(channel, 'u4');
    presence.add(channel, 'u5');
    expect(await presence.count(channel)).toBe(9);
    expect(remote.calls.fetches).toBe(1);
    expect(presence.tally(channel)).toEqual({ users: ['u2', 'u4', 'u5'], visitors: 1 });
  });

  it('asks the others once per interval for a crowd, and again at once after one of them says theirs changed', async () => {
    const remote = others([{ users: ['far'], visitors: 0 }]);
    const { presence, advance } = world(remote.exchange);
    const counts = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        presence.add(channel, `u${i}`);
        return presence.count(channel);
      }),
    );
    expect(remote.calls.fetches).toBe(1);
    expect(counts.at(-1)).toBe(51);
    advance(INTERVAL - 1);
    expect(await presence.count(channel)).toBe(51);
    expect(remote.calls.fetches).toBe(1);
    remote.tallies[0]!.users.push('farther');
    presence.noticed(channel);
    expect(await presence.count(channel)).toBe(52);
    expect(remote.calls.fetches).toBe(2);
    advance(INTERVAL);
    remote.tallies[0]!.users.pop();
    expect(await presence.count(channel)).toBe(51);
    expect(remote.calls.fetches).toBe(3);
  });

  it('does not trust an answer that a notice of change overtook', async () => {
    const remote = others([{ users: ['far'], visitors: 0 }]);
    const { presence } = world(remote.exchange);
    presence.add(channel, 'u1');
    const first = presence.count(channel);
    presence.noticed(channel);
    expect(await first).toBe(2);
    remote.tallies[0]!.visitors = 3;
    expect(await presence.count(channel)).toBe(5);
    expect(remote.calls.fetches).toBe(2);
  });

  it('answers its own count when another instance does not answer, and asks again after the interval', async () => {
    const remote = others([{ users: ['far'], visitors: 4 }]);
    const { presence, errors, advance } = world(remote.exchange);
    remote.fail(true);
    presence.add(channel, 'u1');
    presence.add(channel, null);
    expect(await presence.count(channel)).toBe(2);
    expect(await presence.count(channel)).toBe(2);
    expect(remote.calls.fetches).toBe(1);
    expect(errors).toHaveLength(1);
    remote.fail(false);
    advance(INTERVAL);
    expect(await presence.count(channel)).toBe(7);
  });

  it('tells the others of its changes at most once per interval after the first, the rest together at its end', async () => {
    vi.useFakeTimers({ now: 100_000 });
    const remote = others([]);
    const presence = createChatPresence({ exchange: remote.exchange, intervalMs: INTERVAL, now: Date.now, onError: () => undefined });
    presence.add(channel, 'u1');
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.calls.notices).toEqual([channel]);
    for (let i = 0; i < 20; i++) presence.add(channel, `crowd${i}`);
    presence.add(channel, 'u1'); // a second tab: nobody new
    await vi.advanceTimersByTimeAsync(INTERVAL - 10);
    expect(remote.calls.notices).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(remote.calls.notices).toHaveLength(2);
    presence.add(channel, 'u1');
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(remote.calls.notices).toHaveLength(2);
    presence.close();
  });
});
