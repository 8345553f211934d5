import { useDeferredValue, useEffect, useSyncExternalStore } from 'react';

export type ResourceState<T> =
  | { status: 'pending'; data: undefined; error: null; fetching: boolean }
  | { status: 'success'; data: T; error: null; fetching: boolean }
  | { status: 'error'; data: undefined; error: unknown; fetching: boolean };

/**
 * One API answer the landing page shares between the components that read it, fetched once; a failed one can be
 * retried. A small stand-in for TanStack Query, which the landing's lean entry leaves out.
 */
const INITIAL: ResourceState<never> = { status: 'pending', data: undefined, error: null, fetching: false };

export class Resource<T> {
  private state: ResourceState<T> = INITIAL;
  private listeners = new Set<() => void>();
  private started = false;

  constructor(private readonly fetcher: () => Promise<T>) {}

  /** Starts the call unless it has started already. */
  load = () => {
    if (this.started) return;
    this.started = true;
    this.run();
  };

  /** Calls again; the current answer (or error) stays until the new one arrives. */
  retry = () => {
    this.started = true;
    this.run();
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.state;

  /**
   * What the prerendered page shows (src/entry-server.tsx renders before any answer): hydration starts from it even
   * when an answer has arrived by then, and React renders the answer right after, so the markup always matches.
   */
  getServerSnapshot = (): ResourceState<T> => INITIAL;

  private set(state: ResourceState<T>) {
    this.state = state;
    this.listeners.forEach((notify) => notify());
  }

  private run() {
    this.set({ ...this.state, fetching: true });
    this.fetcher().then(
      (data) => this.set({ status: 'success', data, error: null, fetching: false }),
      (error: unknown) =>
        this.set(
          // A failed refresh of an answer already shown keeps showing it.
          this.state.status === 'success'
            ? { ...this.state, fetching: false }
            : { status: 'error', data: undefined, error, fetching: false },
        ),
    );
  }
}

/**
 * The resource's state, starting its call on first use. A new state renders as a deferred render, which React splits
 * into slices that yield to the browser: the store's own update is synchronous, and the answers arriving (or already
 * there when hydration ends) re-rendered whole sections in one long task (Lighthouse's Total Blocking Time, ADR 022
 * session 12).
 */
export function useResource<T>(resource: Resource<T>): ResourceState<T> {
  useEffect(() => resource.load(), [resource]);
  return useDeferredValue(useSyncExternalStore(resource.subscribe, resource.getSnapshot, resource.getServerSnapshot));
}
