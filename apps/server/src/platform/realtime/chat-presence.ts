/** One instance's people in a chat channel: the signed-in ones by id (each once however many tabs), and visitors' sockets. */
export interface Tally {
  users: string[];
  visitors: number;
}

/** What the instances say to each other about presence (the Redis adapter's server-side events). */
export interface PresenceServerEvents {
  /** The sender's people in the channel changed: a tally fetched from it before is out of date. */
  'chat:presence-changed': (channel: string) => void;
  /** The receiver's tally of the channel. */
  'chat:tally': (channel: string, ack: (tally: Tally) => void) => void;
}

/** The other instances' tallies of a channel, merged, as fetched at `at` after `generation` notices of change. */
interface Remote {
  users: Set<string>;
  visitors: number;
  at: number;
  generation: number;
  /** How many of `users` also have a socket here (counted once). */
  overlap: number;
}

interface Channel {
  /** Signed-in user id → their sockets here in the channel. */
  users: Map<string, number>;
  visitors: number;
  remote: Remote | null;
  /** Notices of change received from the other instances since this channel was first counted here. */
  generation: number;
  fetching: Promise<Remote | null> | null;
  notice: { lastAt: number; timer: NodeJS.Timeout | null };
}

/** How the tally reaches the other instances; null when there is only this one. */
export interface PresenceExchange {
  /** Tells the others this instance's people in the channel changed. */
  notify(channel: string): void;
  /** Every other instance's tally; rejects when one did not answer in time. */
  fetch(channel: string): Promise<Tally[]>;
}

/**
 * Who has a chat channel open, kept as sockets join and leave instead of asking every socket of the room each time
 * (`fetchSockets` per join was O(room) per join, O(n²) for a crowd arriving, and over the Redis adapter serialized
 * every socket of every instance). This instance's tally is exact and O(1) to update; the other instances' is
 * fetched (one request per channel at a time) when it is older than `intervalMs` or one of them said theirs changed,
 * which they say at most twice per `intervalMs` per channel (the first change at once, the rest at the interval's
 * end). So a count is at most `intervalMs` behind the other instances' changes, and exact right after a change
 * whose notice has arrived. When another instance does not answer in time, this instance's own count is the answer.
 */
export function createChatPresence(opts: { exchange: PresenceExchange | null; intervalMs: number; now: () => number; onError: (err: unknown) => void }) {
  const channels = new Map<string, Channel>();

  const stateOf = (channel: string): Channel => {
    let state = channels.get(channel);
    if (!state) {
      state = { users: new Map(), visitors: 0, remote: null, generation: 0, fetching: null, notice: { lastAt: 0, timer: null } };
      channels.set(channel, state);
    }
    return state;
  };

  /** Forgets a channel nobody here has open once nothing is pending for it. */
  const release = (channel: string, state: Channel) => {
    if (state.users.size === 0 && state.visitors === 0 && !state.fetching && !state.notice.timer) channels.delete(channel);
  };

  function changed(channel: string, state: Channel) {
    const exchange = opts.exchange;
    if (!exchange || state.notice.timer) return;
    state.notice.timer = setTimeout(
      () => {
        state.notice.timer = null;
        state.notice.lastAt = opts.now();
        exchange.notify(channel);
        release(channel, state);
      },
      Math.max(0, state.notice.lastAt + opts.intervalMs - opts.now()),
    );
  }

  function fetchRemote(channel: string, state: Channel): Promise<Remote | null> {
    if (state.fetching) return state.fetching;
    const generation = state.generation;
    const at = opts.now();
    // A notice that arrives meanwhile leaves it stale by generation.
    const settle = (remote: Remote, answered: boolean) => {
      state.fetching = null;
      state.remote = remote;
      release(channel, state);
      return answered ? remote : null;
    };
    const fetching = opts.exchange!.fetch(channel).then(
      (tallies) => {
        const users = new Set<string>();
        let visitors = 0;
        for (const tally of tallies) {
          for (const id of tally.users) users.add(id);
          visitors += tally.visitors;
        }
        let overlap = 0;
        for (const id of users) if (state.users.has(id)) overlap += 1;
        return settle({ users, visitors, at, generation, overlap }, true);
      },
      (err: unknown) => {
        opts.onError(err);
        // Kept empty: a crowd arriving while an instance is unreachable waits for it once per interval, not per join.
        return settle({ users: new Set(), visitors: 0, at, generation, overlap: 0 }, false);
      },
    );
    state.fetching = fetching;
    return fetching;
  }

  return {
    /** A socket (null: a visitor's) opened the channel here. */
    add(channel: string, userId: string | null) {
      const state = stateOf(channel);
      if (userId === null) state.visitors += 1;
      else {
        const sockets = state.users.get(userId) ?? 0;
        state.users.set(userId, sockets + 1);
        if (sockets > 0) return;
        if (state.remote?.users.has(userId)) state.remote.overlap += 1;
      }
      changed(channel, state);
    },

    /** A socket (null: a visitor's) closed the channel here (left it or disconnected). */
    remove(channel: string, userId: string | null) {
      const state = channels.get(channel);
      if (!state) return;
      if (userId === null) state.visitors = Math.max(0, state.visitors - 1);
      else {
        const sockets = state.users.get(userId) ?? 0;
        if (sockets > 1) return void state.users.set(userId, sockets - 1);
        if (sockets === 0) return;
        state.users.delete(userId);
        if (state.remote?.users.has(userId)) state.remote.overlap -= 1;
      }
      changed(channel, state);
      release(channel, state);
    },

    /** People with the channel open on every instance: each signed-in person once, each visitor's socket once. */
    async count(channel: string): Promise<number> {
      const state = stateOf(channel);
      const local = () => state.users.size + state.visitors;
      if (!opts.exchange) {
        const n = local();
        release(channel, state);
        return n;
      }
      let remote = state.remote;
      const fresh = remote !== null && remote.generation === state.generation && opts.now() - remote.at < opts.intervalMs;
      if (!fresh) remote = await fetchRemote(channel, state);
      // After a failed fetch: this instance's own count is better than none.
      return remote ? local() + remote.users.size - remote.overlap + remote.visitors : local();
    },

    /** This instance's tally, for another instance counting. */
    tally(channel: string): Tally {
      const state = channels.get(channel);
      return state ? { users: [...state.users.keys()], visitors: state.visitors } : { users: [], visitors: 0 };
    },

    /** Another instance's people in the channel changed. */
    noticed(channel: string) {
      const state = channels.get(channel);
      if (state) state.generation += 1;
    },

    close() {
      for (const state of channels.values()) if (state.notice.timer) clearTimeout(state.notice.timer);
      channels.clear();
    },
  };
}

export type ChatPresence = ReturnType<typeof createChatPresence>;
