import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('embeds defaults so nothing is required', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      mail: { smtpUrl: undefined, from: 'Clutch <no-reply@clutch.local>' },
      seedDemo: true,
      trustProxy: false,
      rateLimit: { max: 600, authMax: 10 },
      bodyLimitBytes: 1024 * 1024,
      session: { cookieName: 'clutch_session', cookieSecure: true },
    });
  });

  it('derives PUBLIC_URL from PORT unless given, without a trailing slash', () => {
    expect(loadConfig({ PORT: '3107' }).publicUrl).toBe('http://localhost:3107');
    expect(loadConfig({ PORT: '3107', PUBLIC_URL: 'https://clutch.example/' }).publicUrl).toBe('https://clutch.example');
  });

  it('honours DATA_DIR, resolved to an absolute path', () => {
    expect(loadConfig({ DATA_DIR: '/srv/clutch-b' }).dataDir).toBe('/srv/clutch-b');
    expect(loadConfig({ DATA_DIR: 'data-b' }).dataDir).toBe(path.resolve('data-b'));
  });

  it('rejects an invalid PORT with a ConfigError naming the variable', () => {
    for (const PORT of ['abc', '70000', '-1', '3.5']) {
      expect(() => loadConfig({ PORT })).toThrow(ConfigError);
      expect(() => loadConfig({ PORT })).toThrow(/PORT/);
    }
  });

  it('rejects malformed URLs and unknown enum values', () => {
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ SMTP_URL: '', REDIS_URL: '', SEED_DEMO: '' });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('does not seed demo data in tests unless asked, and parses booleans', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'yes' }).seedDemo).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
  });

  it('marks the session cookie Secure on https and on localhost only', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://clutch.example' }).session.cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).session.cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://clutch.lan:3000' }).session.cookieSecure).toBe(false);
  });

  it('keeps sessions in memory 5 s by default, not in the server suites unless asked, and never over a minute', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).session.cacheTtlMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'development' }).session.cacheTtlMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'test' }).session.cacheTtlMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', SESSION_CACHE_TTL_SECONDS: '5' }).session.cacheTtlMs).toBe(5000);
    expect(loadConfig({ SESSION_CACHE_TTL_SECONDS: '0' }).session.cacheTtlMs).toBe(0);
    expect(() => loadConfig({ SESSION_CACHE_TTL_SECONDS: '61' })).toThrow();
  });
});
