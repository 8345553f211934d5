import { vi } from 'vitest';

/**
 * Fake timers that Testing Library can live with. Its async wrapper (used by user-event and `waitFor`) waits on a
 * `setTimeout(0)` and only advances it when it sees Jest's fake timers, so without the `jest` shim every
 * `await user.click()` hangs. Undo with `vi.useRealTimers()` and `vi.unstubAllGlobals()`.
 */
export function installFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
