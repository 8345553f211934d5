import { describe, expect, it } from 'vitest';
import { formatPoints, parsePoints } from './ffa-points.ts';

describe('the placement-points field', () => {
  it('reads numbers separated by commas or spaces and writes them back', () => {
    expect(parsePoints('12, 9,7  5')).toEqual([12, 9, 7, 5]);
    expect(formatPoints([12, 9, 7])).toBe('12, 9, 7');
    expect(parsePoints('')).toEqual([]);
  });

  it('keeps what is not a whole number as NaN, for the schema to refuse', () => {
    expect(parsePoints('10, -1, 2.5, x')).toEqual([10, Number.NaN, Number.NaN, Number.NaN]);
  });
});
