import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Toaster } from 'sonner';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { registerSW } from 'virtual:pwa-register';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceWorkerUpdates } from './service-worker-updates.tsx';

vi.mock('virtual:pwa-register', () => ({ registerSW: vi.fn() }));
// jsdom lacks what the toast's swipe handling touches on a press.
Element.prototype.setPointerCapture ??= () => {};

afterEach(() => {
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function withServiceWorker() {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  const update = vi.fn(async () => undefined);
  let options: RegisterSWOptions = {};
  vi.mocked(registerSW).mockImplementation((o) => {
    options = o ?? {};
    return update;
  });
  return { update, options: () => options };
}

describe('the app’s service worker', () => {
  it('is registered once, and a waiting new build is offered with Reload, which hands over to it', async () => {
    const sw = withServiceWorker();
    render(
      <>
        <ServiceWorkerUpdates />
        <Toaster />
      </>,
    );
    expect(registerSW).toHaveBeenCalledOnce();
    expect(sw.options().immediate).toBe(true);
    expect(screen.queryByText('New version available')).not.toBeInTheDocument();

    act(() => sw.options().onNeedRefresh?.());
    expect(await screen.findByText('New version available')).toBeInTheDocument();
    expect(screen.getByText('Reload to get the latest Clutch.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.update).toHaveBeenCalledWith(true);
  });

  it('asks for a newer build every hour while the tab stays open', () => {
    vi.useFakeTimers();
    try {
      const sw = withServiceWorker();
      const { unmount } = render(<ServiceWorkerUpdates />);
      const registration = { update: vi.fn(async () => undefined) };
      sw.options().onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
      vi.advanceTimersByTime(60 * 60_000);
      expect(registration.update).toHaveBeenCalledOnce();
      unmount();
      vi.advanceTimersByTime(60 * 60_000);
      expect(registration.update).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing in a browser without service workers', () => {
    render(<ServiceWorkerUpdates />);
    expect(registerSW).not.toHaveBeenCalled();
  });
});
