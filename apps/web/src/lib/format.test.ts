import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format.ts';

describe('formatDateTime', () => {
  it('shows the time in the given zone and names the zone', () => {
    const text = formatDateTime('2026-03-12T17:00:00.000Z', { timeZone: 'Africa/Luanda' });
    expect(text).toBe('Mar 12, 2026, 6:00 PM GMT+1');
  });

  it('names UTC when the viewer is in UTC', () => {
    expect(formatDateTime('2026-03-12T17:00:00.000Z', { timeZone: 'UTC' })).toBe('Mar 12, 2026, 5:00 PM UTC');
  });

  it('uses the viewer zone by default and still names it', () => {
    expect(formatDateTime('2026-03-12T17:00:00.000Z')).toMatch(/(UTC|GMT[+-]?\d*|[A-Z]{2,5})$/);
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows the calendar day in the given zone', () => {
    expect(formatDate('2026-03-12T23:30:00.000Z', { timeZone: 'Africa/Luanda' })).toBe('Mar 13, 2026');
    expect(formatDate('2026-03-12T23:30:00.000Z', { timeZone: 'UTC' })).toBe('Mar 12, 2026');
  });
});

describe('formatMoney', () => {
  it('shows the kwanza as Kz', () => {
    expect(formatMoney(1500, 'AOA')).toBe('1,500.00 Kz');
  });

  it('uses the currency symbol for the others', () => {
    expect(formatMoney(1500, 'USD')).toBe('$1,500.00');
    expect(formatMoney(20, 'EUR')).toBe('€20.00');
    expect(formatMoney(0, 'GBP')).toBe('£0.00');
    expect(formatMoney(10.5, 'BRL')).toBe('R$10.50');
  });
});
