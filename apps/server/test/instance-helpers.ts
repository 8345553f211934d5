import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@clutch/contract/realtime';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll } from 'vitest';
import type { App } from '../src/app.ts';

/** Whether a throwaway Redis can be started here (the fault suites skip without one). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A port nothing listens on (taken from the OS, then released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A throwaway redis-server on `port` with nothing persisted, so a test can cut it and bring it back without
 * touching the shared one. Stopped after the file.
 */
export function throwawayRedis(port: number) {
  let child: ChildProcess | undefined;
  async function start() {
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      proc.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  }
  /** Kills it as a crash would: its clients see their connections drop. */
  async function stop() {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
  }
  afterAll(stop);
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

/** Waits until `check` holds, polling; fails with `what` when it never does. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The app's answer, or a failure naming the request when it hangs. */
export async function answered<T>(what: string, request: Promise<T>, timeoutMs = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms: ${what}`)), timeoutMs);
  });
  return Promise.race([request, hang]).finally(() => clearTimeout(timer));
}

export async function readiness(app: App) {
  const res = await answered('GET /readyz', app.inject('/readyz'));
  return { statusCode: res.statusCode, body: res.json<{ status: string; degraded?: string[] }>() };
}

/** A logger configuration that keeps every line the app logs, parsed, for a test to read. */
export function capturedLog() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  return {
    lines,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    warnings: (text: string) => lines.filter((l) => l.level === 40 && l.msg.includes(text)),
  };
}

export async function listen(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export const uniquePrefix = () => `test-${Math.random().toString(36).slice(2, 10)}:`;

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const sockets: ClientSocket[] = [];
afterAll(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

/** A connected socket.io client of the server at `url` (signed in with `token`, else a visitor). */
export async function connectedSocket(url: string, token?: string): Promise<ClientSocket> {
  const socket: ClientSocket = connectClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin: 'http://localhost:3000' },
    auth: token ? { token } : {},
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The next `event` on the socket (the next one `matching`, when given: an earlier announcement may still be on its way). */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  timeoutMs = 5000,
  matching: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
) {
  return new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!matching(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    }) as never;
    socket.on(event, listener);
  });
}
