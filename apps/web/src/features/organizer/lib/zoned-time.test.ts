import { describe, expect, it } from 'vitest';
import { isoToZonedLocal, timeZoneLabel, timeZoneOptions, zonedLocalToIso } from './zoned-time.ts';

describe('zonedLocalToIso', () => {
  it('reads the wall clock in the chosen zone, not the browser’s', () => {
    expect(zonedLocalToIso('2026-03-12T18:00', 'America/New_York')).toBe('2026-03-12T22:00:00.000Z');
    expect(zonedLocalToIso('2026-01-12T18:00', 'America/New_York')).toBe('2026-01-12T23:00:00.000Z');
    expect(zonedLocalToIso('2026-07-01T09:30', 'Asia/Kolkata')).toBe('2026-07-01T04:00:00.000Z');
    expect(zonedLocalToIso('2026-07-01T09:30', 'UTC')).toBe('2026-07-01T09:30:00.000Z');
  });

  it('follows summer time in the zone', () => {
    expect(zonedLocalToIso('2026-01-15T20:00', 'Europe/Lisbon')).toBe('2026-01-15T20:00:00.000Z');
    expect(zonedLocalToIso('2026-07-15T20:00', 'Europe/Lisbon')).toBe('2026-07-15T19:00:00.000Z');
  });

  it('moves a time skipped by the spring jump forward, and takes the first of a repeated hour', () => {
    // Lisbon: 2026-03-29 01:00 → 02:00; 2026-10-25 02:00 → 01:00.
    expect(zonedLocalToIso('2026-03-29T01:30', 'Europe/Lisbon')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedLocalToIso('2026-10-25T01:30', 'Europe/Lisbon')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses incomplete or impossible input and unknown zones', () => {
    expect(zonedLocalToIso('', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-02-10', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-02-10T10:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('isoToZonedLocal', () => {
  it('is the inverse of zonedLocalToIso', () => {
    for (const zone of ['Europe/Lisbon', 'America/Sao_Paulo', 'Asia/Tokyo', 'Africa/Luanda', 'UTC']) {
      const local = '2026-06-20T14:45';
      expect(isoToZonedLocal(zonedLocalToIso(local, zone)!, zone)).toBe(local);
    }
  });

  it('is empty for an invalid instant', () => {
    expect(isoToZonedLocal('nope', 'UTC')).toBe('');
  });
});

describe('time zone helpers', () => {
  it('names the zone with its offset', () => {
    expect(timeZoneLabel('Asia/Tokyo', new Date('2026-01-01T00:00:00Z'))).toBe('Asia/Tokyo (GMT+9)');
  });

  it('lists the current zone even when the platform does not', () => {
    expect(timeZoneOptions('Etc/GMT+5')).toContain('Etc/GMT+5');
    expect(timeZoneOptions('UTC')).toContain('Europe/Lisbon');
  });
});
