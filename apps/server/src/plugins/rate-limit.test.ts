import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rate-limit.ts';

describe('rateLimitKey', () => {
  it('counts a request against its address', () => {
    expect(rateLimitKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
  });

  it('still gives a key when the client hung up before the limit was checked (no address left)', () => {
    expect(rateLimitKey({ ip: undefined })).toBe('disconnected');
  });
});
