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
});
