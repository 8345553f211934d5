import { describe, expect, it } from 'vitest';
import { landingBadge } from './landing-badge.ts';

const now = new Date('2026-06-01T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('landingBadge', () => {
  it('calls an open tournament upcoming', () => {
    expect(landingBadge({ status: 'OPEN_FOR_REGISTRATION', tournamentStartDate: hoursAgo(-48) }, now)).toBe('upcoming');
  });

  it('calls a tournament in progress with a match being played live, however long ago it started', () => {
    expect(landingBadge({ status: 'IN_PROGRESS', tournamentStartDate: hoursAgo(72), matchInProgress: true }, now)).toBe('live');
  });

  it('calls a tournament in progress that started within the last three hours live', () => {
    expect(landingBadge({ status: 'IN_PROGRESS', tournamentStartDate: hoursAgo(0) }, now)).toBe('live');
    expect(landingBadge({ status: 'IN_PROGRESS', tournamentStartDate: hoursAgo(2.9) }, now)).toBe('live');
    expect(landingBadge({ status: 'IN_PROGRESS', tournamentStartDate: hoursAgo(3) }, now)).toBe('live');
  });

  it('calls a tournament in progress for longer, with no match being played, ongoing', () => {
    expect(landingBadge({ status: 'IN_PROGRESS', tournamentStartDate: hoursAgo(3.1) }, now)).toBe('ongoing');
    expect(landingBadge({ status: 'IN_PROGRESS', tournamentStartDate: hoursAgo(30), matchInProgress: false }, now)).toBe('ongoing');
  });

  it('does not call a tournament live before its start time', () => {
    expect(landingBadge({ status: 'IN_PROGRESS', tournamentStartDate: hoursAgo(-1) }, now)).toBe('ongoing');
  });

  it('gives no badge to other statuses', () => {
    for (const status of ['DRAFT', 'FINISHED', 'CANCELLED'] as const) {
      expect(landingBadge({ status, tournamentStartDate: hoursAgo(1), matchInProgress: true }, now)).toBeNull();
    }
  });
});
