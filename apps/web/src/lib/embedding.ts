import { isLocale, type Locale } from '@clutch/contract/locales';
import { isEmbeddedPath } from '@/config/paths.ts';
import type { Theme } from './theme.ts';

type Where = Pick<Location, 'pathname' | 'search'>;

const asked = (where: Where, name: string) => (isEmbeddedPath(where.pathname) ? new URLSearchParams(where.search).get(name) : null);

/** The theme the site framing the page asked for with `?theme=` (never saved: it is the host's, not the viewer's). */
export function embeddedTheme(where: Where): Theme | null {
  const theme = asked(where, 'theme');
  return theme === 'light' || theme === 'dark' ? theme : null;
}

/** The language the site framing the page asked for with `?lang=`. */
export function embeddedLocale(where: Where): Locale | null {
  const lang = asked(where, 'lang');
  return isLocale(lang) ? lang : null;
}

/** A stream overlay: OBS composes it over the video, so nothing of the page but its boxes may paint. */
export const isOverlayPath = (pathname: string) => pathname.startsWith('/overlay/');

/**
 * Before the first paint of a framed page: the host's theme, and for an overlay a transparent canvas (index.css,
 * `data-surface`), so not even the loading screen flashes an opaque background over the stream.
 */
export function prepareEmbeddedDocument(where: Where, root: HTMLElement) {
  const theme = embeddedTheme(where);
  if (theme) root.dataset.theme = theme;
  if (isOverlayPath(where.pathname)) root.dataset.surface = 'transparent';
}
