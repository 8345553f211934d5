import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineProject } from 'vitest/config';
import { i18n } from './i18n/vite-plugin.ts';

export default defineProject({
  plugins: [react(), tailwindcss(), ...i18n()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // vite-plugin-pwa's virtual module exists only in the build and the dev server.
      'virtual:pwa-register': path.resolve(import.meta.dirname, 'src/test/pwa-register-stub.ts'),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A component test renders in well under a second; the headroom is for a CI machine under full load (the
    // default 5 s timed out there with the server suites running beside it).
    testTimeout: 20_000,
  },
});
