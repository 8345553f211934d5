import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What socket.io-client's socket does with connect/disconnect, reduced to whether it is open. */
const raw = {
  active: false,
  onDisconnect: [] as ((reason: string) => void)[],
  open: vi.fn(() => {
    raw.active = true;
  }),
  close: vi.fn(() => {
    raw.active = false;
  }),
};
vi.mock('socket.io-client', () => ({
  io: () => {
    const s = {
      get active() {
        return raw.active;
      },
      connect() {
        raw.open();
        return s;
      },
      disconnect() {
        raw.close();
        return s;
      },
      on(event: string, handler: (reason: string) => void) {
        if (event === 'disconnect') raw.onDisconnect.push(handler);
        return s;
      },
    };
    return s;
  },
}));

beforeEach(() => {
  vi.resetModules();
  raw.active = false;
  raw.onDisconnect = [];
  raw.open.mockClear();
  raw.close.mockClear();
});

const load = async () => (await import('./socket.ts')).getSocket();

describe('getSocket', () => {
  it('is one connection for the tab', async () => {
    const { getSocket } = await import('./socket.ts');
    expect(getSocket()).toBe(getSocket());
  });

  it('opens with the first holder and closes only when the last lets go', async () => {
    const socket = await load();
    socket.connect(); // the session guard
    socket.connect(); // a tournament page
    expect(raw.open).toHaveBeenCalledTimes(1);
    socket.disconnect(); // the page closes: the guard still needs it
    expect(raw.close).not.toHaveBeenCalled();
    expect(raw.active).toBe(true);
    socket.disconnect(); // signed out
    expect(raw.close).toHaveBeenCalledTimes(1);
  });

  it('reopens for a holder after the server dropped the connection', async () => {
    const socket = await load();
    socket.connect();
    raw.active = false; // the server ended it (socket.io does not retry that on its own)
    socket.connect();
    expect(raw.open).toHaveBeenCalledTimes(2);
  });

  it('comes back, as a visitor, for a page still holding it when the server ends the session', async () => {
    vi.useFakeTimers();
    const socket = await load();
    socket.connect(); // the guard
    socket.connect(); // the page
    raw.active = false;
    raw.onDisconnect.forEach((h) => h('io server disconnect'));
    socket.disconnect(); // the guard lets go: signed out
    vi.runAllTimers();
    expect(raw.open).toHaveBeenCalledTimes(2);
    expect(raw.active).toBe(true);

    socket.disconnect(); // the page closes
    raw.active = false;
    raw.onDisconnect.forEach((h) => h('io server disconnect'));
    vi.runAllTimers();
    expect(raw.open).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('never counts below zero', async () => {
    const socket = await load();
    socket.disconnect();
    socket.connect();
    expect(raw.active).toBe(true);
  });
});
