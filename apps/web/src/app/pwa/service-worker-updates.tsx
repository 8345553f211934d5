import { useEffect } from 'react';
import { toast } from 'sonner';
import { registerSW } from 'virtual:pwa-register';
import { useT } from '@/lib/i18n/use-t.ts';

/** How often an open tab asks whether a newer build is out (a visit to a page asks too). */
const UPDATE_CHECK_MS = 60 * 60_000;
const TOAST_ID = 'service-worker-update';

/**
 * Registers the service worker (src/sw.ts) for every page of the app, and offers a new build when one is waiting:
 * "New version available", with "Reload", which lets the new worker take over and reloads the page. Nobody is kept
 * on an old build: a page opened online always loads the newest index.html; this is for the tab left open.
 */
export function ServiceWorkerUpdates() {
  const t = useT();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const update = registerSW({
      immediate: true,
      onNeedRefresh() {
        toast(t({ defaultMessage: 'New version available' }), {
          id: TOAST_ID,
          description: t({ defaultMessage: 'Reload to get the latest Clutch.' }),
          duration: Infinity,
          action: { label: t({ defaultMessage: 'Reload' }), onClick: () => void update(true) },
        });
      },
      onRegisteredSW(_url, registration) {
        if (registration) timer = setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      },
    });
    return () => clearInterval(timer);
    // Registered once per page load; the texts are read when the prompt shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
