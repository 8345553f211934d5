import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { paths } from './config/paths.ts';
import { activateLocale } from './lib/i18n/i18n-store.ts';
import { initialLocale } from './lib/i18n/locale-preference.ts';
import { prepareEmbeddedDocument } from './lib/embedding.ts';
import { recordEarlyInput } from './lib/early-input.ts';
import { applyTheme, readTheme } from './lib/theme.ts';
import './index.css';

// Before the first render, so a light-theme user never sees a dark flash.
applyTheme(readTheme());
// A page another site frames takes that site's theme (`?theme=`), and an overlay paints no background.
prepareEmbeddedDocument(window.location, document.documentElement);

/**
 * Two entries behind one index.html. A visit to / loads the landing's lean tree (React and the page; its initial
 * JavaScript has a budget, bench/lib/bundle-size.ts); every other path loads the app (router, TanStack Query,
 * toasts). React and react-dom are imported here, so they download with this chunk while the entry's chunk is fetched.
 */
const isLanding = window.location.pathname === paths.home();
// Looked up by name, not chosen by a conditional expression: the minifier folded `c ? preload(a, deps) :
// preload(b, deps)` into one call with one preload list, the app's, so the landing downloaded and compiled the app's
// router, TanStack Query and their chunks as well (ADR 022 session 12).
const entries: Record<'landing' | 'app', () => Promise<{ default: ComponentType }>> = {
  landing: () => import('./features/landing/landing-entry.tsx'),
  app: () => import('./app/app-root.tsx'),
};
const entry = entries[isLanding ? 'landing' : 'app']();

// English is in the code; another language's catalogue downloads alongside the entry, before the first render.
const language = activateLocale(initialLocale());

const container = document.getElementById('root')!;
// The prerendered landing can be pressed before React listens to it.
const earlyInput = isLanding && container.firstElementChild ? recordEarlyInput(container) : null;
void Promise.all([entry, language]).then(([{ default: Entry }]) => {
  const app = (
    <StrictMode>
      <Entry />
    </StrictMode>
  );
  // The server sends the landing prerendered in the page's language (src/entry-server.tsx, ADR 022) so it paints
  // before this script; React adopts that markup (same tree, so the same useId ids) instead of building it again.
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (Lighthouse's Total Blocking Time, ADR 022 session 12). A press
  // replayed below still hydrates at once: React hydrates a dehydrated root synchronously for a discrete event.
  startTransition(() => {
    if (earlyInput) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  earlyInput?.replay();
});
