import type { Locale } from '@clutch/contract/locales';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { activateLocale } from './lib/i18n/i18n-store.ts';
import LandingPage from './features/landing/pages/landing-page.tsx';
import { TournamentPreview } from './features/tournaments/components/tournament-preview.tsx';

/**
 * The build's server entry (ADR 022): `vite build --ssr src/entry-server.tsx`, run once after the client build by
 * scripts/prerender.ts, which writes the landing's markup into a copy of index.html per language. main.tsx hydrates it.
 *
 * The tree is the client's own (main.tsx: StrictMode, then the landing's entry, which renders LandingPage alone): React
 * derives useId's ids from the tree's shape, so any wrapper here that the client lacks (a router did) gives other ids
 * than the client's, and hydration keeps the server's, leaving aria-controls pointing at nothing. The landing uses no
 * router, so none is rendered.
 *
 * The landing's live answers (session, games, tournaments) are not fetched here: the markup holds their loading
 * state, which is also what hydration starts from (`Resource.getServerSnapshot`), and the browser fetches them after
 * the first paint.
 */
export async function renderLanding(locale: Locale): Promise<string> {
  await activateLocale(locale);
  return renderToString(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}

/**
 * What the server writes in place of a tournament's name, game and cover URL in the preview's template
 * (apps/server modules/seo fills them in, HTML-escaped). Plain ASCII that React writes as it is.
 */
export const TOURNAMENT_PREVIEW_SLOTS = { name: '__CLUTCH_NAME__', game: '__CLUTCH_GAME__', cover: '__CLUTCH_COVER__' } as const;

/** The public tournament page's first paint with `TOURNAMENT_PREVIEW_SLOTS` in place of its text (ADR 022). */
export function renderTournamentPreviewTemplate(): string {
  return renderToString(<TournamentPreview {...TOURNAMENT_PREVIEW_SLOTS} />);
}
