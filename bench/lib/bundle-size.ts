import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The JavaScript a visitor downloads before the landing page shows: the entry chunk, the landing route's
 * lazy chunk, and every chunk they import statically, each gzipped (Vite's manifest tells the graph).
 */
export function landingInitialJs(distDir: string) {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const landing = Object.keys(manifest).find((k) => k.endsWith('features/landing/pages/landing-page.tsx'));
  if (!entry || !landing) throw new Error('the manifest has no entry or landing chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry);
  visit(landing);
  const files = [...seen].map((k) => {
    const file = manifest[k]!.file;
    const bytes = fs.readFileSync(path.join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, gzip: files.reduce((s, f) => s + f.gzip, 0), raw: files.reduce((s, f) => s + f.raw, 0) };
}
