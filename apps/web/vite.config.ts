import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

const server = process.env.CLUTCH_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
