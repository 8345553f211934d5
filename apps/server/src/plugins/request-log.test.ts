import { describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/instance-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestLog, requestLogLevel } from './request-log.ts';

describe('requestLogLevel', () => {
  it.each([
    [200, 3, false, 'debug'],
    [200, 3, true, 'info'],
    [304, 3, false, 'debug'],
    [404, 3, false, 'info'],
    [429, 3, false, 'info'],
    [500, 3, false, 'warn'],
    [503, 3, true, 'warn'],
    [200, 1000, false, 'warn'],
    [404, 2500, false, 'warn'],
  ] as const)('status %i after %i ms (sampled: %s) → %s', (status, ms, sampled, level) => {
    expect(requestLogLevel(status, ms, 1000, sampled)).toBe(level);
  });
});

describe('RequestLog sampling', () => {
  function levelLogged(sampleRate: number, draw: number, statusCode = 200) {
    const calls: string[] = [];
    const log = Object.fromEntries(['debug', 'info', 'warn', 'error'].map((level) => [level, () => void calls.push(level)]));
    const reply = { statusCode, elapsedTime: 2, log } as unknown as FastifyReply;
    new RequestLog({ sampleRate, slowMs: 1000 }, () => draw).requestCompleted(null, {} as FastifyRequest, reply);
    return calls;
  }

  it('logs a success at info when the draw falls under the rate, else at debug; never skips a line', () => {
    expect(levelLogged(0.01, 0.005)).toEqual(['info']);
    expect(levelLogged(0.01, 0.5)).toEqual(['debug']);
    expect(levelLogged(0, 0)).toEqual(['debug']);
    expect(levelLogged(1, 0.999)).toEqual(['info']);
    expect(levelLogged(0, 0.5, 401)).toEqual(['info']);
    expect(levelLogged(0, 0.5, 502)).toEqual(['warn']);
  });
});

const completed = (lines: ReturnType<typeof capturedLog>['lines']) => lines.filter((l) => l.msg === 'request completed');

describe('the request log with no success sampled', async () => {
  const log = capturedLog();
  const { app } = await createTestApp({ env: { LOG_SAMPLE_RATE: '0' }, deps: { logger: log.logger } });

  it('writes one line per request that did not succeed, with its request id and redacted URL, and none for a success', async () => {
    log.lines.length = 0;
    const ok = await app.inject('/api/v1/games/all');
    expect(ok.statusCode).toBe(200);
    const missing = await app.inject({ url: '/api/v1/nope?email=jo%40example.com', headers: { 'x-request-id': 'req-404' } });
    expect(missing.statusCode).toBe(404);
    expect(log.lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    const lines = completed(log.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, reqId: 'req-404', req: { method: 'GET', url: '/api/v1/nope?email=[redacted]' }, res: { statusCode: 404 } });
    expect(typeof lines[0]!.responseTime).toBe('number');
  });
});

describe('the request log outside production', async () => {
  const log = capturedLog();
  const { app } = await createTestApp({ deps: { logger: log.logger } });

  it('logs every request once, at info, when it completes', async () => {
    log.lines.length = 0;
    const res = await app.inject('/api/v1/games/all');
    const lines = completed(log.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, reqId: res.headers['x-request-id'], req: { url: '/api/v1/games/all' }, res: { statusCode: 200 } });
    expect(log.lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  });
});
