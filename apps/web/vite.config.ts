import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { i18n } from './i18n/vite-plugin.ts';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), ...i18n(), precompress()],
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
  build: { sourcemap: true, target: 'es2022', manifest: true },
});
