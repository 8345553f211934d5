import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { i18n } from './i18n/vite-plugin.ts';
import { landingIconsChunk } from './scripts/landing-icons-chunk.ts';
import { preloadFromEntriesOnly } from './scripts/preload-deps.ts';

const server = process.env.CLUTCH_API_ORIGIN ?? 'http://localhost:3000';

/**
 * Writes `.br` and `.gz` beside every script, style sheet and SVG of the build, so the server can send them
 * precompressed (@fastify/static's `preCompressed`). Today the server sends assets as they are: the landing's
 * 95 KB of gzip JavaScript travels as ~290 KB.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'clutch:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        fs.writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Preloads Inter's Latin face (the text of every page in English and Portuguese), so it arrives with the style sheet
 * rather than after the first layout asked for it. Without it, painting before JavaScript (the prerendered landing)
 * showed the swap as a 0.19 layout shift wherever the metric-matched fallback face had no local font to stand on
 * (no Arial or Liberation Sans on the machine: Lighthouse on a bare Debian measured it; ADR 022).
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'clutch:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /\binter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) throw new Error("Inter's Latin face is not in the build: the font preload has nothing to point at");
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font}` }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The installable app (issue #14 item 9): the web app manifest, and src/sw.ts built into /sw.js with the list of
 * files to precache (every built script, style sheet, font and icon, and index.html). The app shell registers it
 * (app/pwa/); a new build waits for the user's "Reload" (registerType 'prompt'). ADR 015.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  // Registered by the app shell through virtual:pwa-register (the CSP allows no inline script, and the landing
  // carries none of it).
  injectRegister: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['**/*.map', 'sw.js'],
    // Vite names assets by their content hash: those URLs never change content, so they need no revision.
    dontCacheBustURLsMatching: /-[\w-]{8}\./,
  },
  manifest: {
    id: '/app/',
    name: 'Clutch — esports tournaments',
    short_name: 'Clutch',
    description: 'Create and join esports tournaments for any game, follow live brackets and win prizes.',
    start_url: '/app/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0b0d12',
    background_color: '#0b0d12',
    categories: ['games', 'sports', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  devOptions: { enabled: false },
});

const preload = preloadFromEntriesOnly();

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build (src/entry-server.tsx, for scripts/prerender.ts) runs only in Node: no service worker, nothing to
  // precompress, and the workspace's TypeScript packages bundled in.
  plugins: isSsrBuild ? [react(), tailwindcss(), ...i18n()] : [react(), tailwindcss(), ...i18n(), precompress(), preloadLatinFont(), preload.plugin, pwa],
  ssr: { noExternal: ['@clutch/contract'] },
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/uploads': server,
      '/dev/outbox': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  // The manifest lets bench/ measure the landing page's initial JavaScript.
  build: {
    sourcemap: !isSsrBuild,
    target: 'es2022',
    manifest: !isSsrBuild,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: landingIconsChunk() }] } } },
  },
}));
