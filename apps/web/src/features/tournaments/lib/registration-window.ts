import type { Tournament } from '@clutch/contract/tournaments';
import { formatDateTime } from '@/lib/format.ts';

/** What a signed-in viewer can do about joining, said plainly from the status and the registration dates. */
export function registrationWindowText(
  t: Pick<Tournament, 'status' | 'registrationStartDate' | 'registrationEndDate'>,
  now: Date = new Date(),
): string {
  switch (t.status) {
    case 'OPEN_FOR_REGISTRATION': {
      if (now < new Date(t.registrationStartDate)) return `Registration opens ${formatDateTime(t.registrationStartDate)}`;
      if (now <= new Date(t.registrationEndDate)) return `Registration open until ${formatDateTime(t.registrationEndDate)}`;
      return `Registration closed ${formatDateTime(t.registrationEndDate)}`;
    }
    case 'IN_PROGRESS':
      return 'Registration is closed: the tournament is in progress.';
    case 'FINISHED':
      return 'This tournament has finished.';
    case 'CANCELLED':
      return 'This tournament was cancelled.';
    default:
      return 'Registration has not opened yet.';
  }
}
