import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const isWindows = process.platform === 'win32';

/** Runs a command with inherited stdio; resolves on exit code 0, rejects otherwise. */
export function run(command, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', shell: isWindows, ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Watches long-running children: SIGINT/SIGTERM/SIGHUP are forwarded to them; when one ends on its own the
 * others are stopped and this process exits with that child's code.
 */
export function supervise(children) {
  let requested = false;
  let exitCode = 0;
  const stop = (signal) => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      requested = true;
      stop(signal);
    });
  }
  let running = children.length;
  for (const child of children) {
    child.on('exit', (code) => {
      if (requested) {
        // Killed by the forwarded signal (code null) is a clean stop; a failed graceful shutdown is not.
        exitCode = Math.max(exitCode, code ?? 0);
      } else {
        requested = true;
        exitCode = code ?? 1;
        stop('SIGTERM');
      }
      if (--running === 0) process.exit(exitCode);
    });
  }
}

export function spawnChild(command, args, opts = {}) {
  return spawn(command, args, { cwd: ROOT, stdio: 'inherit', shell: isWindows, ...opts });
}
