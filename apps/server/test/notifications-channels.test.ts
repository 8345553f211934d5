import { notificationTypes, type NotificationSettings } from '@clutch/contract/notifications';
import { describe, expect, it } from 'vitest';
import { channelsFor, inWindow, nextWallClock } from '../src/domain/notification-channels.ts';

function settings(quiet: Partial<NotificationSettings['quietHours']> = {}, overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    enabled: true,
    quietHours: { enabled: true, start: '23:00', end: '07:00', timeZone: 'UTC', ...quiet },
    types: Object.fromEntries(notificationTypes.map((type) => [type, { push: true, email: true, sound: true }])) as NotificationSettings['types'],
    ...overrides,
  };
}

const utc = (iso: string) => new Date(iso);

describe('channelsFor', () => {
  it('sends everything now outside quiet hours', () => {
    const now = utc('2026-04-10T12:00:00Z');
    expect(channelsFor(settings(), 'friend_request', now)).toEqual({ inApp: true, push: true, email: true, sound: true, quiet: false, deliverAt: now });
  });

  it('holds push and e-mail (and silences the sound) across midnight in São Paulo, until 06:15 there', () => {
    const sp = settings({ start: '22:30', end: '06:15', timeZone: 'America/Sao_Paulo' });
    const release = utc('2026-04-11T09:15:00Z'); // 06:15 in São Paulo (UTC−3)
    // 22:29 local: not yet; 22:30 local: quiet (the start counts); 23:59, 00:00, 06:14 local: still quiet.
    expect(channelsFor(sp, 'match_ended', utc('2026-04-11T01:29:00Z')).quiet).toBe(false);
    for (const now of ['2026-04-11T01:30:00Z', '2026-04-11T02:59:59Z', '2026-04-11T03:00:00Z', '2026-04-11T09:14:59Z']) {
      const decision = channelsFor(sp, 'match_ended', utc(now));
      expect(decision, now).toEqual({ inApp: true, push: true, email: true, sound: false, quiet: true, deliverAt: release });
    }
    // 06:15 local: over (the end does not count), although it is still night in UTC terms elsewhere.
    expect(channelsFor(sp, 'match_ended', release)).toMatchObject({ quiet: false, deliverAt: release, sound: true });
    // 23:30 UTC is 20:30 in São Paulo: not quiet there, though 23:00–07:00 would be in UTC.
    expect(channelsFor(sp, 'match_ended', utc('2026-04-10T23:30:00Z')).quiet).toBe(false);
  });

  it('releases at the end in a half-hour zone, to the second', () => {
    const kolkata = settings({ start: '23:00', end: '07:00', timeZone: 'Asia/Kolkata' });
    // 23:40:30 in Kolkata (UTC+5:30) → 07:00 there is 01:30 UTC the next day.
    expect(channelsFor(kolkata, 'prize_paid', utc('2026-04-10T18:10:30Z'))).toMatchObject({ quiet: true, deliverAt: utc('2026-04-11T01:30:00Z') });
  });

  it('follows a daylight-saving change inside the window, and reads a skipped end as the hour after', () => {
    // New York springs forward on 2026-03-08 at 02:00 (EST −5 → EDT −4). 23:30 EST on the 7th is 04:30 UTC.
    const ny = settings({ timeZone: 'America/New_York' });
    expect(channelsFor(ny, 'team_invite', utc('2026-03-08T04:30:00Z')).deliverAt).toEqual(utc('2026-03-08T11:00:00Z')); // 07:00 EDT
    // An end at 02:30 does not exist that night: 03:30 EDT.
    expect(nextWallClock(utc('2026-03-08T04:30:00Z'), '02:30', 'America/New_York')).toEqual(utc('2026-03-08T07:30:00Z'));
    // Falling back (2026-11-01, 02:00 EDT → 01:00 EST): 07:00 EST is 12:00 UTC.
    expect(channelsFor(ny, 'team_invite', utc('2026-11-01T03:30:00Z')).deliverAt).toEqual(utc('2026-11-01T12:00:00Z'));
  });

  it('the global switch stops push and e-mail, a type its own channels; in-app always arrives', () => {
    const now = utc('2026-04-10T12:00:00Z');
    expect(channelsFor(settings({}, { enabled: false }), 'friend_request', now)).toMatchObject({ inApp: true, push: false, email: false, sound: true });
    const quietType = settings();
    quietType.types.friend_request = { push: false, email: true, sound: false };
    expect(channelsFor(quietType, 'friend_request', now)).toMatchObject({ inApp: true, push: false, email: true, sound: false });
    expect(channelsFor(quietType, 'friend_accepted', now)).toMatchObject({ push: true, email: true, sound: true });
  });

  it('no quiet hours when they are off or start where they end', () => {
    const night = utc('2026-04-10T02:00:00Z');
    expect(channelsFor(settings({ enabled: false }), 'match_starting', night)).toMatchObject({ quiet: false, deliverAt: night });
    expect(channelsFor(settings({ start: '07:00', end: '07:00' }), 'match_starting', night).quiet).toBe(false);
  });
});

describe('inWindow', () => {
  it('reads a window within a day and one across midnight', () => {
    expect([539, 540, 1019, 1020].map((m) => inWindow(m, 540, 1020))).toEqual([false, true, true, false]);
    expect([1379, 1380, 0, 419, 420].map((m) => inWindow(m, 1380, 420))).toEqual([false, true, true, true, false]);
  });
});
