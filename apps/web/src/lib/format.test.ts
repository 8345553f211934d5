import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatMonthYear, formatRelativeTime, formatTime } from './format.ts';

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

describe('formatTime', () => {
  it('gives the time of day in the zone, the zone named', () => {
    expect(formatTime('2026-03-12T17:00:00.000Z', { timeZone: 'UTC' })).toBe('5:00 PM UTC');
    expect(formatTime('2026-03-12T17:00:00.000Z', { timeZone: 'UTC', locale: 'pt-BR' })).toBe('17:00 UTC');
    expect(formatTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows the calendar day in the given zone', () => {
    expect(formatDate('2026-03-12T23:30:00.000Z', { timeZone: 'Africa/Luanda' })).toBe('Mar 13, 2026');
    expect(formatDate('2026-03-12T23:30:00.000Z', { timeZone: 'UTC' })).toBe('Mar 12, 2026');
  });
});

describe('formatMonthYear', () => {
  it('names the month and the year in the given zone and language', () => {
    expect(formatMonthYear('2024-03-31T23:30:00.000Z', { timeZone: 'UTC' })).toBe('March 2024');
    expect(formatMonthYear('2024-03-31T23:30:00.000Z', { timeZone: 'Africa/Luanda' })).toBe('April 2024');
    expect(formatMonthYear('2024-03-15T12:00:00.000Z', { locale: 'pt-BR' })).toBe('março de 2024');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatMonthYear('not a date')).toBe('');
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

describe('in Brazilian Portuguese', () => {
  it('writes dates, times and zones the Brazilian way', () => {
    expect(formatDateTime('2026-03-12T17:00:00.000Z', { timeZone: 'America/Sao_Paulo', locale: 'pt-BR' })).toBe('12 de mar. de 2026, 14:00 BRT');
    expect(formatDate('2026-03-12T23:30:00.000Z', { timeZone: 'UTC', locale: 'pt-BR' })).toBe('12 de mar. de 2026');
  });

  it('writes money with a decimal comma, the kwanza still as Kz', () => {
    expect(formatMoney(1500, 'AOA', { locale: 'pt-BR' })).toBe('1.500,00 Kz');
    expect(formatMoney(10.5, 'BRL', { locale: 'pt-BR' })).toBe('R$\u00a010,50');
    expect(formatMoney(20, 'EUR', { locale: 'pt-BR' })).toBe('€\u00a020,00');
    expect(formatMoney(1500, 'USD', { locale: 'pt-BR' })).toBe('US$\u00a01.500,00');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-12T17:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says now, minutes and hours ago, and in a while, in English', () => {
    expect(formatRelativeTime(ago(20_000), now, { locale: 'en' })).toBe('now');
    expect(formatRelativeTime(ago(5 * 60_000), now, { locale: 'en' })).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), now, { locale: 'en' })).toBe('3 hours ago');
    expect(formatRelativeTime(ago(-2 * 86_400_000), now, { locale: 'en' })).toBe('in 2 days');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });

  it('says the same in Portuguese', () => {
    expect(formatRelativeTime(ago(20_000), now, { locale: 'pt-BR' })).toBe('agora');
    expect(formatRelativeTime(ago(60_000), now, { locale: 'pt-BR' })).toBe('há 1 minuto');
    expect(formatRelativeTime(ago(86_400_000), now, { locale: 'pt-BR' })).toBe('ontem');
  });
});
