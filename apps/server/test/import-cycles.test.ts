import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildImportGraph, findCycles, shortestLoop } from './import-graph.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const trees = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];

// Type-only imports count: a cycle through types still ties the modules' design together (issue 11).
const graph = buildImportGraph(
  trees.map((tree) => path.join(root, tree)),
  [
    { prefix: '@clutch/contract/', dir: path.join(root, 'packages/contract/src') },
    { prefix: '@/', dir: path.join(root, 'apps/web/src') },
  ],
);

const relative = (file: string) => path.relative(root, file);

const server = 'apps/server/src/';
/** The composition roots: they build and wire every module, and nothing imports them but the process and tests. */
const compositionRoots = new Set(['app.ts', 'context.ts', 'server.ts'].map((file) => `${server}${file}`));

/**
 * The one known exception, left for the boundaries pass (issue 11 item 2): the access hook in plugins/ loads
 * resources through the access module's role table, whose not-found answers come from five services.
 */
const knownUnitEdges = new Set(['apps/server/src/plugins/access.ts → apps/server/src/modules/access/resource-roles.ts']);

/** A server file's unit: its module (`modules/auth`), the seed, or its top folder (`plugins`, `lib`, `db`…). */
function serverUnitOf(file: string): string | undefined {
  const name = relative(file);
  if (!name.startsWith(server) || compositionRoots.has(name) || /\.test\.ts$/.test(name)) return undefined;
  const inner = name.slice(server.length);
  if (inner.startsWith('db/seed/')) return 'db/seed';
  const [top, sub] = inner.split('/');
  return top === 'modules' ? `modules/${sub}` : top;
}

describe('import graph', () => {
  it('reads every tree and resolves imports between them', () => {
    for (const tree of trees) {
      expect([...graph.keys()].some((file) => relative(file).startsWith(`${tree}/`)), tree).toBe(true);
    }
    const app = graph.get(path.join(root, 'apps/server/src/app.ts')) ?? [];
    expect(app.map(relative)).toContain('apps/server/src/context.ts');
    const appRoot = graph.get(path.join(root, 'apps/web/src/main.tsx')) ?? [];
    expect(appRoot.length).toBeGreaterThan(0);
  });

  it('finds a cycle when there is one', () => {
    const loop = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    const cycles = findCycles(loop);
    expect(cycles).toEqual([['a', 'b', 'c']]);
    expect(shortestLoop(loop, 'a', new Set(cycles[0]))).toEqual(['a', 'b', 'c', 'a']);
  });

  it('has no cycle in apps/server/src, apps/web/src or packages/contract/src', () => {
    const loops = findCycles(graph).map((component) =>
      shortestLoop(graph, component[0]!, new Set(component)).map(relative).join(' → '),
    );
    expect(loops).toEqual([]);
  });

  it('has no cycle between the server modules and layers (routes, plugins, db, lib, domain, platform, seed)', () => {
    const units = new Map<string, Set<string>>();
    const why = new Map<string, string>();
    for (const [file, targets] of graph) {
      const from = serverUnitOf(file);
      if (!from) continue;
      for (const target of targets) {
        if (knownUnitEdges.has(`${relative(file)} → ${relative(target)}`)) continue;
        const to = serverUnitOf(target);
        if (!to || to === from) continue;
        units.set(from, (units.get(from) ?? new Set()).add(to));
        why.set(`${from} → ${to}`, `${relative(file)} → ${relative(target)}`);
      }
    }
    const unitGraph = new Map([...units].map(([unit, targets]) => [unit, [...targets].sort()]));
    const loops = findCycles(unitGraph).map((component) => {
      const loop = shortestLoop(unitGraph, component[0]!, new Set(component));
      return loop.slice(1).map((unit, i) => why.get(`${loop[i]} → ${unit}`)).join('; ');
    });
    expect(loops).toEqual([]);
  });
});
