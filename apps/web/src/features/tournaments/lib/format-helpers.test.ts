import { describe, expect, it } from 'vitest';
import { positionTone } from '../components/detail/position-badge.tsx';
import { matchStatusLabel } from '@/lib/match-status.ts';
import { makeMatch } from '@/test/discovery-fixtures.ts';
import { english } from '@/test/english.ts';
import { formatEntryFee } from './entry-fee.ts';
import { matchScore } from './match-score.ts';
import { placeLabel } from './place-label.ts';
import { registrationWindowText } from './registration-window.ts';
import { statusText, statusTone } from '@/lib/tournament-status.ts';
import { truncate } from './truncate.ts';

describe('truncate', () => {
  it('keeps text of 100 characters or fewer', () => {
    expect(truncate('x'.repeat(100))).toBe('x'.repeat(100));
  });
  it('cuts longer text at 100 characters with an ellipsis', () => {
    const cut = truncate('word '.repeat(40));
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(truncate('y'.repeat(150))).toBe(`${'y'.repeat(100)}…`);
  });
});

describe('formatEntryFee', () => {
  it('says Free for 0', () => expect(formatEntryFee(0, 'USD', english)).toBe('Free'));
  it('uses the real currency', () => {
    expect(formatEntryFee(25, 'EUR', english)).toBe('€25.00');
    expect(formatEntryFee(10, 'USD', english)).toBe('$10.00');
  });
  it('shows AOA as Kz, never a hard-coded 1000kz', () => expect(formatEntryFee(5000, 'AOA', english)).toBe('5,000.00 Kz'));
});

describe('tournament status', () => {
  it.each([
    ['OPEN_FOR_REGISTRATION', 'OPEN FOR REGISTRATION', 'open'],
    ['IN_PROGRESS', 'IN PROGRESS', 'live'],
    ['FINISHED', 'FINISHED', 'finished'],
    ['CANCELLED', 'CANCELLED', 'cancelled'],
    ['Registration Open', 'Registration Open', 'open'],
    ['Ongoing', 'Ongoing', 'live'],
    ['SOMETHING_ELSE', 'SOMETHING ELSE', 'neutral'],
  ])('%s reads "%s" in the %s tone', (status, text, tone) => {
    expect(statusText(status)).toBe(text);
    expect(statusTone(status)).toBe(tone);
  });
});

describe('matches', () => {
  it("shows 'vs' until both sides are scored", () => {
    expect(matchScore(makeMatch(1, [{ team: 'A' }, { team: 'B' }]), english)).toBe('vs');
    expect(matchScore(makeMatch(1, [{ team: 'A', score: 1 }, { team: 'B' }]), english)).toBe('vs');
    expect(matchScore(makeMatch(1, [{ team: 'A', score: 13 }, { team: 'B', score: 0 }]), english)).toBe('13 - 0');
  });
  it.each([
    ['FINISHED', 'Finished'],
    ['IN_PROGRESS', 'In Progress'],
    ['SCHEDULED', 'Scheduled'],
    ['POSTPONED', 'Unknown'],
  ])('labels %s as %s', (status, label) => expect(matchStatusLabel(status, english)).toBe(label));
});

describe('placeLabel', () => {
  it.each([
    [1, '1st Place'],
    [2, '2nd Place'],
    [3, '3rd Place'],
    [4, 'Place #4'],
    [11, 'Place #11'],
  ])('%i → %s', (position, label) => expect(placeLabel(position, english)).toBe(label));
});

describe('registrationWindowText', () => {
  const t = {
    status: 'OPEN_FOR_REGISTRATION' as const,
    registrationStartDate: '2026-01-10T09:00:00.000Z',
    registrationEndDate: '2026-02-10T21:00:00.000Z',
  };
  it('says when registration opens, until when it is open, and when it closed', () => {
    expect(registrationWindowText(t, english, new Date('2026-01-01T00:00:00Z'))).toMatch(/^Registration opens Jan 10, 2026/);
    expect(registrationWindowText(t, english, new Date('2026-01-20T00:00:00Z'))).toMatch(/^Registration open until Feb 10, 2026/);
    expect(registrationWindowText(t, english, new Date('2026-03-01T00:00:00Z'))).toMatch(/^Registration closed/);
  });
  it('follows the status once registration is over', () => {
    expect(registrationWindowText({ ...t, status: 'IN_PROGRESS' }, english)).toBe('Registration is closed: the tournament is in progress.');
    expect(registrationWindowText({ ...t, status: 'FINISHED' }, english)).toBe('This tournament has finished.');
  });
});

describe('positionTone', () => {
  it.each([
    [1, 'gold'],
    [2, 'podium'],
    [3, 'podium'],
    [4, 'top'],
    [6, 'top'],
    [7, 'rest'],
    [20, 'rest'],
  ])('position %i is %s', (position, tone) => expect(positionTone(position)).toBe(tone));
});
