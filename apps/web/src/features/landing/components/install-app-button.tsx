import { Download } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Chromium's install prompt, held back until the visitor asks for it. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

// Caught from the moment the landing loads: the browser fires it once, possibly before the first render.
let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const set = (event: InstallPromptEvent | null) => {
  deferred = event;
  listeners.forEach((l) => l());
};
if (typeof window !== 'undefined') {
  addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    set(e as InstallPromptEvent);
  });
  addEventListener('appinstalled', () => set(null));
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * "Install app" where the browser offers to install Clutch (Chromium on Android and desktop); nothing elsewhere, where
 * the block's Home Screen steps say how. The prompt can be shown once, so the button goes after it.
 */
export function InstallAppButton() {
  const t = useT();
  const event = useSyncExternalStore(subscribe, () => deferred, () => null);
  if (!event) return null;
  return (
    <button
      type="button"
      className={`${buttonVariants()} w-fit`}
      onClick={() => {
        set(null);
        void event.prompt().catch(() => undefined);
      }}
    >
      <Download aria-hidden />
      {t({ defaultMessage: 'Install app' })}
    </button>
  );
}
