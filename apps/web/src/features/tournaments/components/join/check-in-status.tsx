import type { RegistrationDetail } from '@clutch/contract/teams';
import type { Tournament } from '@clutch/contract/tournaments';
import { CircleCheck, ListChecks, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useCheckIn } from '../../api/check-in.ts';
import { checkInWindow, type CheckInPhase } from '../../lib/check-in.ts';

/** The phase of the tournament's check-in now, moved on every `everyMs` so the buttons appear when it opens. */
function useCheckInPhase(tournament: Tournament, everyMs = 15_000): { phase: CheckInPhase; opensAt: Date | null } {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return checkInWindow(tournament, now);
}

/**
 * Check-in on the user's registration card (issue #16): when it opens, then Check in / Undo for the solo player or
 * the captain while it is open, the state alone for the team's other players. Only for an accepted entry of a
 * tournament with check-in.
 */
export function CheckInStatus({ tournament, registration, captain }: { tournament: Tournament; registration: RegistrationDetail; captain: boolean }) {
  const t = useT();
  const { phase, opensAt } = useCheckInPhase(tournament);
  const mutation = useCheckIn(tournament.id);
  if (phase === 'none' || registration.requestStatus !== 'ACCEPTED') return null;
  const start = formatDateTime(tournament.tournamentStartDate);
  const rule = t({ defaultMessage: 'Entrants who have not checked in by the start are left out, and their entry fee is not refunded.' });

  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed p-3" data-testid="check-in">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <ListChecks aria-hidden className="size-4 text-muted-foreground" />
          <span className="text-sm font-medium">{t({ defaultMessage: 'Check-in', description: 'Confirming attendance before a tournament starts' })}</span>
          {registration.checkedIn ? (
            <Badge variant="success">
              <CircleCheck aria-hidden />
              {t({ defaultMessage: 'Checked in' })}
            </Badge>
          ) : (
            phase !== 'before' && <Badge variant="warning">{t({ defaultMessage: 'Not checked in' })}</Badge>
          )}
        </div>
        {captain && phase === 'open' && (
          registration.checkedIn ? (
            <Button variant="outline" size="sm" disabled={mutation.isPending} onClick={() => mutation.mutate(false)}>
              <Undo2 aria-hidden />
              {t({ defaultMessage: 'Undo check-in' })}
            </Button>
          ) : (
            <Button size="sm" disabled={mutation.isPending} onClick={() => mutation.mutate(true)}>
              <CircleCheck aria-hidden />
              {t({ defaultMessage: 'Check in', description: 'Button: confirm attendance before the tournament starts' })}
            </Button>
          )
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {phase === 'before' && opensAt && t({ defaultMessage: 'Check-in opens at {time}.' }, { time: formatDateTime(opensAt.toISOString()) })}
        {phase === 'open' &&
          (registration.checkedIn
            ? t({ defaultMessage: 'You are in. The tournament starts at {start}.' }, { start })
            : captain
              ? t({ defaultMessage: 'Check in before {start} to play.' }, { start })
              : t({ defaultMessage: 'Your captain checks the team in before {start}.' }, { start }))}
        {phase === 'closed' && t({ defaultMessage: 'Check-in is closed.' })}
        {phase !== 'closed' && ` ${rule}`}
      </p>
    </div>
  );
}
