import { useLayoutEffect } from 'react';

/**
 * The id of the first paint the server puts before `#root` on a public tournament's page (ADR 022): a still picture of
 * the page's top (features/tournaments/components/tournament-preview.tsx) over the app while its JavaScript and data
 * load. Outside React's root, so the app's loading screens render beneath it and nothing moves when it goes.
 */
export const PAGE_PREVIEW_ID = 'page-preview';

export function dismissPagePreview() {
  document.getElementById(PAGE_PREVIEW_ID)?.remove();
}

/**
 * Removes the server's preview once the page has something of its own to show, in the commit that shows it (a layout
 * effect runs before the browser paints): the preview and the page are never on screen, or in the DOM, together.
 */
export function useDismissPagePreview(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) dismissPagePreview();
  }, [ready]);
}
