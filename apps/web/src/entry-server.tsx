import type { Locale } from '@clutch/contract/locales';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { paths } from './config/paths.ts';
import { activateLocale } from './lib/i18n/i18n-store.ts';
import LandingPage from './features/landing/pages/landing-page.tsx';

/**
 * The build's server entry (ADR 022): `vite build --ssr src/entry-server.tsx`, run once after the client build by
 * scripts/prerender.ts, which writes the landing's markup into a copy of index.html per language. React Router's
 * static data-router renders it; the client renders afresh over it (main.tsx says why it does not hydrate).
 *
 * The landing's live answers (session, games, tournaments) are not fetched here: the markup holds their loading
 * state, which is also the client's first state, and the browser fetches them after the first paint.
 */
const routes: RouteObject[] = [{ path: paths.home(), Component: () => <LandingPage /> }];

/** The landing's HTML (the inside of `<div id="root">`) in `locale`. */
export async function renderLanding(locale: Locale): Promise<string> {
  await activateLocale(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${paths.home()}`));
  if (context instanceof Response) throw new Error(`the landing's route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `hydrate={false}`: the landing's client tree has no router to hand data to, and the CSP allows no inline script.
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
