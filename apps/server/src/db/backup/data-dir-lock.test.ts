import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, LOCK_FILE } from './data-dir-lock.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-lock-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('DATA_DIR lock', () => {
  it('lets one holder in at a time and frees the directory on release', () => {
    const dir = path.join(root, 'one');
    const release = acquireDataDirLock(dir, 'server');
    expect(() => acquireDataDirLock(dir, 'backup')).toThrow(DataDirBusyError);
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir, 'backup')();
  });

  it('takes over a lock left by a process that no longer runs (a server killed with SIGKILL)', () => {
    const dir = path.join(root, 'stale');
    fs.mkdirSync(dir);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: Number(gone.stdout), holder: 'server', since: '2026-01-01T00:00:00.000Z' }));
    const release = acquireDataDirLock(dir, 'server');
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, holder: 'server' });
    release();
  });

  it('refuses while another live process holds it', () => {
    const dir = path.join(root, 'live');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, holder: 'server', since: '2026-01-01T00:00:00.000Z' }));
    expect(() => acquireDataDirLock(dir, 'backup')).toThrow(`(server, pid ${process.ppid}, since 2026-01-01T00:00:00.000Z)`);
  });
});
