import { calendarEndpoints } from '@clutch/contract/calendar';
import { fillPath } from '@clutch/contract/endpoint';
import { CalendarPlus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { useT } from '@/lib/i18n/use-t.ts';

type Subject = { tournamentId: string; matchId?: never } | { matchId: string; tournamentId?: never };

/**
 * "Add to calendar": a plain download of the tournament's or the match's .ics file, which the device hands to its
 * calendar app.
 */
export function AddToCalendarLink({ size = 'default', className, ...subject }: Subject & { size?: 'default' | 'sm'; className?: string }) {
  const t = useT();
  const href = subject.matchId
    ? fillPath(calendarEndpoints.match.path, { id: subject.matchId })
    : fillPath(calendarEndpoints.tournament.path, { id: subject.tournamentId! });
  return (
    <a href={href} download className={[buttonVariants({ variant: 'outline', size }), className].filter(Boolean).join(' ')}>
      <CalendarPlus aria-hidden="true" />
      {t({ defaultMessage: 'Add to calendar' })}
    </a>
  );
}
