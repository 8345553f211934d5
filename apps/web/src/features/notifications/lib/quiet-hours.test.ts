import { describe, expect, it } from 'vitest';
import { formatClock, timeZoneOptions } from './quiet-hours.ts';

describe('formatClock', () => {
  it('reads the default quiet hours as the spec says in English, and as a 24-hour clock in Portuguese', () => {
    expect(`${formatClock('23:00', 'en')} to ${formatClock('07:00', 'en')}`).toBe('11 PM to 7 AM');
    expect(formatClock('22:30', 'en')).toBe('10:30 PM');
    expect(formatClock('23:00', 'pt-BR')).toBe('23:00');
    expect(formatClock('07:00', 'pt-BR')).toBe('07:00');
    expect(formatClock('soon', 'en')).toBe('soon');
  });
});

describe('timeZoneOptions', () => {
  it('lists the zones sorted, with the current one and UTC always present', () => {
    const zones = timeZoneOptions('Etc/Unknown');
    expect(zones).toContain('Etc/Unknown');
    expect(zones).toContain('UTC');
    expect(zones).toContain('America/Sao_Paulo');
    expect([...zones].sort()).toEqual(zones);
  });
});
