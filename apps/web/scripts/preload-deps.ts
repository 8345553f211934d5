import type { Plugin } from 'vite';

/** What the filter needs of the output: which files are entry chunks. */
export type OutputChunks = Record<string, { type: string; isEntry?: boolean }>;

/**
 * Which dependencies of a dynamic import get a `<link rel="modulepreload">`: all of them when the import is in an
 * entry chunk (main.tsx loading the landing or the app, the first step of every page, so the browser fetches that
 * tree at once rather than level by level), none below it. Vite's helper appends one link per dependency when the
 * import runs, and on a visitor's tournament page the router's lazy frame and page appended ~90 of them, ~300 ms of
 * main thread under Lighthouse's 4× CPU slowdown (ADR 022, session 12); those chunks are fetched anyway as the
 * browser reads each module's imports, over the same few HTTP/1.1 connections, and the service worker has them all
 * from the second visit on.
 */
export function preloadFromEntriesOnly(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], ctx: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  // resolveDependencies runs inside Vite's own generateBundle; this plugin's earlier generateBundle keeps the output.
  let output: OutputChunks | null = null;
  return {
    plugin: {
      name: 'clutch:preload-from-entries-only',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          output = bundle as unknown as OutputChunks;
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType === 'html') return deps;
      const host = output?.[hostId];
      if (!host) throw new Error(`preload-deps: ${hostId} is not in the output (plugin order changed?)`);
      return host.type === 'chunk' && host.isEntry ? deps : [];
    },
  };
}
