import { createLandingData, loadLandingData } from './lib/landing-data.tsx';
import LandingPage from './pages/landing-page.tsx';

/**
 * What a visit to / runs (main.tsx picks it by path): React and the landing page, without the app's router, TanStack
 * Query, toasts or zod. The three API calls start as this module loads, before the first render.
 */
const data = loadLandingData(createLandingData());

// The app's service worker (src/sw.ts), once the page has loaded: Chromium offers its install prompt (the app block's
// "Install app") only to a site with one. The app shell registers the same worker and offers its updates (ADR 015).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

export default function LandingEntry() {
  return <LandingPage data={data} />;
}
