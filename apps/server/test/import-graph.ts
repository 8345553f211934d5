import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where a bare specifier of ours points: `@clutch/contract/x` and the web's `@/x`. */
export interface Alias {
  prefix: string;
  dir: string;
}

export type ImportGraph = Map<string, string[]>;

const sourceFile = /\.(ts|tsx|mts|cts)$/;

function listSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function resolve(from: string, specifier: string, aliases: Alias[]): string | undefined {
  let target: string | undefined;
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  for (const alias of aliases) {
    if (specifier.startsWith(alias.prefix)) target = path.join(alias.dir, specifier.slice(alias.prefix.length));
  }
  if (!target) return undefined;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (sourceFile.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Every `import`, `import type`, `export … from` and `import()` between our own files under `roots`,
 * read with the TypeScript scanner so type-only imports count as edges too.
 */
export function buildImportGraph(roots: string[], aliases: Alias[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of roots.flatMap(listSources)) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((ref) => resolve(file, ref.fileName, aliases))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): each is a cycle. */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
    }
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** One shortest loop through `start` inside its component, to show a reader where to cut. */
export function shortestLoop(graph: ImportGraph, start: string, component: Set<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const loop = [node];
        while (loop[0] !== start) loop.unshift(previous.get(loop[0]!)!);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}
