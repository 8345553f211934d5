import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InstallAppButton } from './install-app-button.tsx';

/** Chromium's `beforeinstallprompt`: cancelable, with `prompt()` showing the browser's install dialog. */
function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<unknown> };
  event.prompt = vi.fn(async () => ({ outcome: 'accepted' }));
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('the landing’s install button', () => {
  it('is not there where the browser offers no install prompt', () => {
    render(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('holds the browser’s prompt back and shows it when asked, once', async () => {
    render(<InstallAppButton />);
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Install app' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('catches a prompt fired before it rendered, and goes once the app is installed', () => {
    offerInstall();
    render(<InstallAppButton />);
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
