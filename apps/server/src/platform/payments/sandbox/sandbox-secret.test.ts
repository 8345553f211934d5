import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSandboxSecret } from './sandbox-secret.ts';

const run = promisify(execFile);
const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-sandbox-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('loadSandboxSecret', () => {
  it('prefers the configured secret', () => {
    expect(loadSandboxSecret(freshDir(), 'whsec_configured')).toBe('whsec_configured');
  });

  it('generates the secret once, keeps it, and leaves no temporary files', () => {
    const dir = freshDir();
    const first = loadSandboxSecret(dir, undefined);
    expect(first).toMatch(/^whsec_sbx_[0-9a-f]{48}$/);
    expect(loadSandboxSecret(dir, undefined)).toBe(first);
    expect(fs.readdirSync(dir)).toEqual(['sandbox-webhook-secret']);
  });

  it('gives every process starting at once the same complete secret', async () => {
    const dir = freshDir();
    const script = `import { loadSandboxSecret } from ${JSON.stringify(path.join(import.meta.dirname, 'sandbox-secret.ts'))};
process.stdout.write(loadSandboxSecret(${JSON.stringify(dir)}, undefined));`;
    const outputs = await Promise.all(
      Array.from({ length: 6 }, () => run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]).then((r) => r.stdout)),
    );
    expect(new Set(outputs).size).toBe(1);
    expect(outputs[0]).toMatch(/^whsec_sbx_[0-9a-f]{48}$/);
  });
});
