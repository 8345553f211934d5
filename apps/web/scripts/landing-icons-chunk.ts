import fs from 'node:fs';
import path from 'node:path';

const WEB = path.resolve(import.meta.dirname, '..');
const LANDING_ENTRY = path.join(WEB, 'src/features/landing/landing-entry.tsx');
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;
const BARREL_EXPORT = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g;

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** lucide-react's export names (with their aliases) → the icon's file name, from the ES barrel beside `iconId`. */
function lucideFilesByName(iconId: string): Map<string, string> {
  const barrel = fs.readFileSync(path.join(path.dirname(iconId), '../lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(BARREL_EXPORT)) {
    for (const name of names!.split(',')) files.set(name.replace(/^\s*default as\s+/, '').trim(), file!);
  }
  return files;
}

/** The icon files the landing's own modules (its entry's static imports, outside node_modules) import by name. */
function landingIconFiles(iconId: string, ctx: ChunkingContext): Set<string> {
  const byName = lucideFilesByName(iconId);
  const icons = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || id.includes('node_modules') || !fs.existsSync(id)) return;
    seen.add(id);
    for (const [, names] of fs.readFileSync(id, 'utf8').matchAll(LUCIDE_IMPORT)) {
      for (const name of names!.split(',')) {
        const file = byName.get(name.replace(/\s+as\s+\w+/, '').replace(/^type\s+/, '').trim());
        if (file) icons.add(file);
      }
    }
    ctx.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(LANDING_ENTRY);
  return icons;
}

/**
 * Rolldown's chunk naming for the client build: the landing's icons in one chunk (ADR 022). Left to the automatic
 * chunking, each icon the landing shares with a different set of the app's lazy routes became its own chunk of
 * ~250 B gzip, about twenty of them in the landing's initial JavaScript, each paying a module's import/export
 * wrapping and a file's gzip framing. The importers of an icon are lucide's barrel, not the files that name it, so
 * the landing's icons are found by name in its own sources. The app's routes that use one load the group (~4 KB).
 */
export function landingIconsChunk(): (id: string, ctx: ChunkingContext) => string | null {
  let icons: Set<string> | undefined;
  return (id, ctx) => {
    const icon = LUCIDE_ICON.exec(id)?.[1];
    if (!icon) return null;
    icons ??= landingIconFiles(id, ctx);
    return icons.has(icon) ? 'landing-icons' : null;
  };
}
