import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The landing's lean entry: apps/web/src/main.tsx imports it dynamically when the path is `/`. */
const LANDING_ENTRY = 'src/features/landing/landing-entry.tsx';

/** A translated language's compiled catalogue (apps/web/i18n/vite-plugin.ts): one dynamic chunk per language. */
const CATALOGUE_PREFIX = 'virtual:clutch-catalogue/';

/** The i18n runtime's modules (apps/web/src/lib/i18n): what formats a message and switches the language. */
export const I18N_RUNTIME = ['src/lib/i18n/format-message.ts', 'src/lib/i18n/translate.ts', 'src/lib/i18n/use-t.ts', 'src/lib/i18n/i18n-store.ts'];

const gzipSize = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The source files a built chunk was made from, read from its source map (none when the build wrote no map). */
function chunkSources(distDir: string, file: string): string[] {
  const map = path.join(distDir, `${file}.map`);
  if (!fs.existsSync(map)) return [];
  const { sources } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.map((s) => path.relative(path.resolve(distDir, '..'), path.resolve(distDir, path.dirname(file), s)));
}

/**
 * The JavaScript a visitor of `/` downloads before the landing page is interactive, each file gzipped (Vite's manifest
 * tells the graph), with where the i18n runtime sits in it and the translated languages' catalogues, which must stay
 * out of it (each downloads only when its language is chosen):
 * - the HTML entry chunk (main.tsx with React and react-dom) and every chunk it imports statically;
 * - the landing entry main.tsx picks for `/` (features/landing/landing-entry.tsx) and its static imports, which
 *   Vite's preload helper fetches together when main.tsx asks for it.
 * Not counted: main.tsx's other dynamic import (app/app-root.tsx, the router and providers for every other path) and
 * the landing's own lazy chunks (the mobile menu's sheet, loaded when the menu is first used).
 */
export function landingInitialJs(distDir: string) {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  if (!manifest[entry]!.dynamicImports?.includes(LANDING_ENTRY) || !manifest[LANDING_ENTRY]) {
    throw new Error(`the entry chunk does not import ${LANDING_ENTRY}: update bench/lib/bundle-size.ts with main.tsx`);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry);
  visit(LANDING_ENTRY);
  const files = [...seen].map((k) => {
    const file = manifest[k]!.file;
    const bytes = fs.readFileSync(path.join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, sources: chunkSources(distDir, file) };
  });
  // English needs no catalogue: its messages are the code's own text, in the chunks above.
  const i18nRuntime = I18N_RUNTIME.map((module) => ({ module, file: files.find((f) => f.sources.includes(module))?.file ?? null }));
  const catalogues = Object.entries(manifest)
    .filter(([key]) => key.startsWith(CATALOGUE_PREFIX))
    .map(([key, chunk]) => ({
      locale: key.slice(CATALOGUE_PREFIX.length),
      file: chunk.file,
      gzip: gzipSize(path.join(distDir, chunk.file)),
      initial: seen.has(key),
    }));
  return {
    files,
    gzip: files.reduce((s, f) => s + f.gzip, 0),
    raw: files.reduce((s, f) => s + f.raw, 0),
    i18nRuntime,
    catalogues,
  };
}

/**
 * The gzip size of scripts a page loaded (paths as Lighthouse saw them on the server), read from the built client;
 * `missing` lists those not found there (another origin, or a path the server maps elsewhere).
 */
export function scriptsGzip(distDir: string, scriptPaths: string[]) {
  let gzip = 0;
  const missing: string[] = [];
  for (const p of scriptPaths) {
    const file = path.join(distDir, p.replace(/^\/+/, ''));
    if (p.startsWith('/') && fs.existsSync(file) && fs.statSync(file).isFile()) gzip += gzipSize(file);
    else missing.push(p);
  }
  return { gzip, files: scriptPaths.length - missing.length, missing };
}
