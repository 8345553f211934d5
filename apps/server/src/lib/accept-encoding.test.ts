import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './accept-encoding.ts';

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['*', true],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['identity', false],
    ['br', false],
    ['xgzip', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(expected);
  });

  it('reads nothing as no', () => {
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});
