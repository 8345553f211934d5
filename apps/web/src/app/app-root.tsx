import '@/lib/zod-jitless.ts';
import { RouterProvider } from 'react-router';
import { isEmbeddedPath } from '@/config/paths.ts';
import { Providers } from './providers.tsx';
import { ServiceWorkerUpdates } from './pwa/service-worker-updates.tsx';
import { createRouter } from './router.tsx';

/** Every page but the landing's first load (main.tsx picks by path): the data router inside the app's providers. */
const router = createRouter();

/**
 * A page another site frames (an embed, a stream overlay) is a guest there: no service worker (and so no "New
 * version" prompt) and no toasts. It never navigates into the app in its frame (its links open a new tab), so the
 * path it loaded with decides for the document's life.
 */
const embedded = isEmbeddedPath(window.location.pathname);

export default function AppRoot() {
  return (
    <Providers toasts={!embedded}>
      {!embedded && <ServiceWorkerUpdates />}
      <RouterProvider router={router} />
    </Providers>
  );
}
