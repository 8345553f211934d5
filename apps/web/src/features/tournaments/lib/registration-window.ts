import type { Tournament } from '@clutch/contract/tournaments';
import { formatDateTime } from '@/lib/format.ts';
import type { Translate } from '@/lib/i18n/translate.ts';

/** What a signed-in viewer can do about joining, said plainly from the status and the registration dates. */
export function registrationWindowText(
  tournament: Pick<Tournament, 'status' | 'registrationStartDate' | 'registrationEndDate'>,
  t: Translate,
  now: Date = new Date(),
): string {
  switch (tournament.status) {
    case 'OPEN_FOR_REGISTRATION': {
      const { registrationStartDate: start, registrationEndDate: end } = tournament;
      if (now < new Date(start)) return t({ defaultMessage: 'Registration opens {date}' }, { date: formatDateTime(start) });
      if (now <= new Date(end)) return t({ defaultMessage: 'Registration open until {date}' }, { date: formatDateTime(end) });
      return t({ defaultMessage: 'Registration closed {date}' }, { date: formatDateTime(end) });
    }
    case 'IN_PROGRESS':
      return t({ defaultMessage: 'Registration is closed: the tournament is in progress.' });
    case 'FINISHED':
      return t({ defaultMessage: 'This tournament has finished.' });
    case 'CANCELLED':
      return t({ defaultMessage: 'This tournament was cancelled.' });
    default:
      return t({ defaultMessage: 'Registration has not opened yet.' });
  }
}
