import type { NotificationSettings, NotificationType } from '@clutch/contract/notifications';

/**
 * Which channels carry a notification (issue #14 item 5), decided from the recipient's settings at `now`. In-app
 * always does. `push` and `email` say whether they carry it at all (the global switch and the type's own switch);
 * during quiet hours, in the recipient's own time zone, they wait until `deliverAt` (the end of the quiet hours)
 * instead of going now. `sound` is whether the app plays a sound for it: the type's switch, silent during quiet
 * hours too.
 */
export interface ChannelDecision {
  inApp: true;
  push: boolean;
  email: boolean;
  sound: boolean;
  /** Whether `now` is inside the recipient's quiet hours. */
  quiet: boolean;
  /** When push and e-mail may go: `now`, or the end of the quiet hours. */
  deliverAt: Date;
}

const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60_000;

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
};

/** The wall clock in `timeZone` at `at`: minutes since local midnight, with the seconds and milliseconds past the minute. */
function wallClock(at: Date, timeZone: string): { minutes: number; restMs: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')!.value);
  const minute = Number(parts.find((p) => p.type === 'minute')!.value);
  // Every zone in use today is offset by whole minutes, so the part of the minute already gone is the UTC one.
  return { minutes: hour * 60 + minute, restMs: at.getTime() % MINUTE_MS };
}

/** Whether a local time (minutes since midnight) lies in [start, end), the window running past midnight when start > end. */
export function inWindow(minutes: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/**
 * The first instant after `now` when the wall clock in `timeZone` reads `end`. Found from the wall-clock distance,
 * then corrected by what the clock actually reads there, so a daylight-saving change inside the window moves the
 * answer by its hour. A time the change skips is read as the one the gap's length later (02:30 on a night that
 * jumps from 02:00 to 03:00 is 03:30), as clocks and Temporal's `compatible` do.
 */
export function nextWallClock(now: Date, end: string, timeZone: string): Date {
  const target = minutesOf(end);
  const here = wallClock(now, timeZone);
  let at = now.getTime() - here.restMs + ((target - here.minutes + MINUTES_PER_DAY) % MINUTES_PER_DAY || MINUTES_PER_DAY) * MINUTE_MS;
  let previous: number | null = null;
  for (let i = 0; i < 4; i++) {
    let drift = target - wallClock(new Date(at), timeZone).minutes;
    if (drift > MINUTES_PER_DAY / 2) drift -= MINUTES_PER_DAY;
    if (drift < -MINUTES_PER_DAY / 2) drift += MINUTES_PER_DAY;
    if (drift === 0) break;
    const next = at + drift * MINUTE_MS;
    // Back where the last step came from: the time is in a gap, so the later of the two is it.
    if (next === previous) {
      at = Math.max(at, previous);
      break;
    }
    previous = at;
    at = next;
  }
  return new Date(Math.max(at, now.getTime()));
}

/** Whether `now` is inside the settings' quiet hours, and when they end. */
export function quietHoursAt(settings: NotificationSettings, now: Date): { quiet: boolean; endsAt: Date | null } {
  const q = settings.quietHours;
  if (!q.enabled) return { quiet: false, endsAt: null };
  const { minutes } = wallClock(now, q.timeZone);
  if (!inWindow(minutes, minutesOf(q.start), minutesOf(q.end))) return { quiet: false, endsAt: null };
  return { quiet: true, endsAt: nextWallClock(now, q.end, q.timeZone) };
}

export function channelsFor(settings: NotificationSettings, type: NotificationType, now: Date): ChannelDecision {
  const own = settings.types[type] ?? { push: true, email: true, sound: true };
  const { quiet, endsAt } = quietHoursAt(settings, now);
  return {
    inApp: true,
    push: settings.enabled && own.push,
    email: settings.enabled && own.email,
    sound: own.sound && !quiet,
    quiet,
    deliverAt: endsAt ?? now,
  };
}
