import { describe, expect, it } from 'vitest';
import { fromCents, sumInCents, toCents } from './money.ts';

describe('money', () => {
  it('turns major units into whole cents, rounding float noise away', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0)).toBe(0);
  });

  it('turns cents back into major units', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(5)).toBe(0.05);
  });

  it('sums major amounts in cents, so ten dimes make exactly one unit', () => {
    expect(sumInCents(Array.from({ length: 10 }, () => 0.1))).toBe(100);
    expect(sumInCents([])).toBe(0);
  });
});
