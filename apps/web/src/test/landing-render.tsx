import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { LandingDataProvider } from '@/features/landing/lib/landing-data.tsx';

/**
 * Renders landing sections as the landing's lean entry does: no router, no query client, only the landing's own data
 * (fresh for each render, so calls are not shared between tests). Stub the API with `stubApi` first.
 */
export function renderLanding(ui: ReactNode) {
  const view = render(<LandingDataProvider>{ui}</LandingDataProvider>);
  return { ...view, user: userEvent.setup() };
}

/** Keeps jsdom from attempting (and logging) a page load when a test follows a plain link. */
export function stayOnPage() {
  const stop = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
  };
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}
