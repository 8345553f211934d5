/**
 * The landing prerendered at build time (ADR 022): after `vite build` (the client) and `vite build --ssr
 * src/entry-server.tsx` (dist-ssr/), writes dist/landing/<locale>.html: index.html with the landing's markup in
 * `<div id="root">`, its language on `<html lang>`, and a modulepreload for each chunk the landing's entry needs,
 * so the browser fetches them while it paints. The server sends it for `/` (apps/server/src/modules/seo/). Also writes
 * dist/tournament-preview.html, a public tournament page's first paint with placeholders the server fills in.
 */
import { locales } from '@clutch/contract/locales';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server.tsx';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const LANDING_ENTRY = 'src/features/landing/landing-entry.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The landing entry's chunk and the chunks it imports statically, largest first, at most PRELOADS of them (index.html's
 * entry already preloads its own). Measured with Lighthouse's mobile profile over HTTP/1.1 (ADR 022): preloading all
 * ~30 (most are single icons of 1–2 KB) pushed the first paint from 1.5 s to 2.4 s, the requests queueing ahead of the
 * style sheet; the few large ones carry the code, the icons follow within one round trip.
 */
const PRELOADS = 4;
function landingChunks(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(LANDING_ENTRY);
  if (files.size === 0) throw new Error(`${LANDING_ENTRY} is not in the build's manifest`);
  const size = (file: string) => fs.statSync(path.join(DIST, file)).size;
  const [entry, ...rest] = [...files];
  return [entry!, ...rest.sort((a, b) => size(b) - size(a)).slice(0, PRELOADS - 1)];
}

const indexHtml = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const alreadyLinked = (file: string) => indexHtml.includes(`/${file}"`);
const preloads = landingChunks(manifest)
  .filter((file) => !alreadyLinked(file))
  .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  .join('\n    ');

const { renderLanding, renderTournamentPreviewTemplate } = (await import(pathToFileURL(path.join(WEB, 'dist-ssr/entry-server.js')).href)) as typeof EntryServer;

// The public tournament page's first paint, a template the server fills in per tournament (apps/server modules/seo).
// Written before the landing: npm start's stale-check looks at the build's last file, dist/landing/en.html.
fs.writeFileSync(path.join(DIST, 'tournament-preview.html'), renderTournamentPreviewTemplate());
process.stdout.write('prerendered the tournament page preview template: dist/tournament-preview.html\n');

fs.mkdirSync(path.join(DIST, 'landing'), { recursive: true });
for (const locale of locales) {
  const markup = await renderLanding(locale);
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">');
  const html = indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace('</head>', `  ${preloads}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  fs.writeFileSync(path.join(DIST, 'landing', `${locale}.html`), html);
  process.stdout.write(`prerendered the landing in ${locale}: dist/landing/${locale}.html (${(html.length / 1024).toFixed(1)} KB)\n`);
}
