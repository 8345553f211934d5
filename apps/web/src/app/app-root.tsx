import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { ServiceWorkerUpdates } from './pwa/service-worker-updates.tsx';
import { createRouter } from './router.tsx';

/** Every page but the landing's first load (main.tsx picks by path): the data router inside the app's providers. */
const router = createRouter();

export default function AppRoot() {
  return (
    <Providers>
      <ServiceWorkerUpdates />
      <RouterProvider router={router} />
    </Providers>
  );
}
