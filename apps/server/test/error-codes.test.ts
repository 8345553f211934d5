import { errorCodes } from '@clutch/contract/errors';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Every `'UPPER_SNAKE'` literal in the server's own source (tests excluded). */
function literalsInServerSource() {
  const literals = new Set<string>();
  const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    for (const [, literal] of fs.readFileSync(path.join(src, file), 'utf8').matchAll(/'([A-Z][A-Z0-9_]+)'/g)) literals.add(literal!);
  }
  return literals;
}

// The error helpers and the error handler accept only contract codes, so the type checker proves the server sends
// nothing outside the list; this proves the other half: the list names no code the server has stopped sending.
describe('error codes', () => {
  it('names only codes the server sends', () => {
    const inSource = literalsInServerSource();
    expect(errorCodes.filter((code) => !inSource.has(code))).toEqual([]);
  });
});
