import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** A socket stand-in: records what the hook sends, and lets the test play the server. */
export class FakeSocket {
  connected = false;
  handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  emitted: [string, unknown][] = [];
  connect = vi.fn(() => this);
  disconnect = vi.fn(() => this);
  on(event: string, handler: (...args: unknown[]) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  /** Acknowledgements the hook waits for, oldest first. */
  acks: ((ok: boolean) => void)[] = [];
  emit(event: string, payload: unknown, ack?: (ok: boolean) => void) {
    this.emitted.push([event, payload]);
    if (ack) this.acks.push(ack);
    return this;
  }
  /** The server answers the oldest acknowledgement still waiting. */
  serverAcks(ok: boolean) {
    const ack = this.acks.shift();
    expect(ack, 'an acknowledgement waiting').toBeDefined();
    act(() => ack!(ok));
  }
  /** The server (or socket.io) fires `event`. */
  serverSends(event: string, payload?: unknown) {
    act(() => this.handlers.get(event)?.forEach((h) => h(payload)));
  }
  listening = () => [...this.handlers.values()].reduce((n, s) => n + s.size, 0);
}
