import { describe, expect, it } from 'vitest';
import { fixtureId, makeMatch } from '@/test/discovery-fixtures.ts';
import { countdown, matchCheckInState } from './match-check-in.ts';

const now = new Date('2026-02-15T18:05:00.000Z');
const falcons = fixtureId(10004);
const window = { checkInOpensAt: '2026-02-15T18:00:00.000Z', checkInClosesAt: '2026-02-15T18:10:00.000Z' };
const ready = (overrides = {}) => makeMatch(1, [{ team: 'Falcons' }, { team: 'Wolves' }], { ...window, ...overrides });

describe('matchCheckInState', () => {
  it('is nothing without a window (no check-in, a side to be decided) or for a bye', () => {
    expect(matchCheckInState(ready({ checkInOpensAt: null, checkInClosesAt: null }), falcons, now)).toEqual({ kind: 'none' });
    expect(matchCheckInState(ready({ bye: true }), falcons, now)).toEqual({ kind: 'none' });
  });

  it('follows the window: upcoming, open (with the captain’s side), closed at its close', () => {
    expect(matchCheckInState(ready(), falcons, new Date('2026-02-15T17:59:59.000Z'))).toEqual({ kind: 'upcoming', opensAt: window.checkInOpensAt });
    expect(matchCheckInState(ready(), falcons, now)).toEqual({ kind: 'open', closesAt: window.checkInClosesAt, mySlot: 1, checkedIn: false });
    expect(matchCheckInState(ready(), null, now)).toEqual({ kind: 'open', closesAt: window.checkInClosesAt, mySlot: null, checkedIn: false });
    expect(matchCheckInState(ready(), fixtureId(99999), now)).toMatchObject({ kind: 'open', mySlot: null });
    expect(matchCheckInState(ready(), falcons, new Date(window.checkInClosesAt))).toEqual({ kind: 'closed' });
    expect(matchCheckInState(ready({ status: 'FINISHED' }), falcons, now)).toEqual({ kind: 'closed' });
  });

  it('knows the captain’s side checked in, and a match nobody checked in for', () => {
    const match = ready();
    match.results[0]!.checkedInAt = '2026-02-15T18:01:00.000Z';
    expect(matchCheckInState(match, falcons, now)).toMatchObject({ kind: 'open', checkedIn: true });
    expect(matchCheckInState(ready({ checkInMissed: true }), falcons, new Date('2026-02-15T18:11:00.000Z'))).toEqual({ kind: 'missed' });
    // Once the organizer entered a result, it is simply closed.
    expect(matchCheckInState(ready({ checkInMissed: true, status: 'FINISHED' }), falcons, now)).toEqual({ kind: 'closed' });
  });
});

describe('countdown', () => {
  it('shows minutes and seconds, hours past the hour, and stops at zero', () => {
    expect(countdown('2026-02-15T18:10:00.000Z', now)).toBe('5:00');
    expect(countdown('2026-02-15T18:05:09.500Z', now)).toBe('0:10');
    expect(countdown('2026-02-15T19:07:03.000Z', now)).toBe('1:02:03');
    expect(countdown('2026-02-15T18:00:00.000Z', now)).toBe('0:00');
  });
});
