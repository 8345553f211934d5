import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/** Tests run without vite-plugin-pwa: `virtual:pwa-register` resolves here (vitest.config.ts); tests mock it. */
export function registerSW(_options?: RegisterSWOptions): (reloadPage?: boolean) => Promise<void> {
  return async () => undefined;
}
