import type { Match } from '@clutch/contract/competition';
import { CircleCheck, Timer, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMatchCheckIn } from '../api/match-check-in.ts';
import { countdown, matchCheckInState } from '../lib/match-check-in.ts';
import { sideName } from '../lib/report-state.ts';

/** The time now, renewed every second while shown: the countdown moves and the button appears at the opening. */
function useSecondClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface MatchCheckInPanelProps {
  match: Match;
  /** The team the viewer captains in this tournament (null: signed out or not a captain). */
  captainTeamId: string | null;
  /** The zone the tournament's times are shown in. */
  timeZone?: string;
}

/**
 * Match check-in (issue #16 item 4): each side's state for everyone, the time left while the window is open, and
 * Check in / Undo for the captain of a side. The countdown moves every second while open; nothing without check-in.
 */
export function MatchCheckInPanel({ match, captainTeamId, timeZone }: MatchCheckInPanelProps) {
  const t = useT();
  const now = useSecondClock();
  const mutation = useMatchCheckIn(match);
  const state = matchCheckInState(match, captainTeamId, now);
  if (state.kind === 'none') return null;
  const sides = [...match.results].sort((a, b) => a.slot - b.slot);

  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed p-3 text-sm" data-testid="match-check-in">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-medium">
          <Timer aria-hidden className="size-4 text-muted-foreground" />
          {t({ defaultMessage: 'Match check-in', description: 'Confirming attendance before a match' })}
        </span>
        {state.kind === 'open' && (
          <span className="font-mono text-sm tabular-nums" role="timer" aria-label={t({ defaultMessage: 'Time left to check in' })}>
            {countdown(state.closesAt, now)}
          </span>
        )}
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t({ defaultMessage: 'Check-in by side' })}>
        {sides.map((side) => (
          <li key={side.slot} className="flex items-center gap-1.5">
            <span className="truncate">{sideName(t, match, side.slot)}</span>
            {side.checkedInAt ? (
              <Badge variant="success">
                <CircleCheck aria-hidden />
                {t({ defaultMessage: 'Checked in' })}
              </Badge>
            ) : (
              <Badge variant={state.kind === 'upcoming' ? 'secondary' : 'warning'}>{t({ defaultMessage: 'Not checked in' })}</Badge>
            )}
          </li>
        ))}
      </ul>
      {state.kind === 'open' && state.mySlot !== null && (
        <div>
          {state.checkedIn ? (
            <Button variant="outline" size="sm" disabled={mutation.isPending} onClick={() => mutation.mutate(false)}>
              <Undo2 aria-hidden />
              {t({ defaultMessage: 'Undo check-in' })}
            </Button>
          ) : (
            <Button size="sm" disabled={mutation.isPending} onClick={() => mutation.mutate(true)}>
              <CircleCheck aria-hidden />
              {t({ defaultMessage: 'Check in for the match', description: 'Button: a captain confirms the team is present for a match' })}
            </Button>
          )}
        </div>
      )}
      <p className="text-muted-foreground">
        {state.kind === 'upcoming' &&
          t({ defaultMessage: 'Check-in opens at {time}.' }, { time: formatDateTime(state.opensAt, { timeZone }) })}
        {state.kind === 'open' &&
          (state.mySlot !== null && !state.checkedIn
            ? t({ defaultMessage: 'Check in before the time runs out, or your team forfeits the match.' })
            : t({ defaultMessage: 'A side that has not checked in when the time runs out forfeits the match.' }))}
        {state.kind === 'closed' && t({ defaultMessage: 'Check-in is closed.' })}
        {state.kind === 'missed' && t({ defaultMessage: 'Neither side checked in: the organizer decides this match.' })}
      </p>
    </div>
  );
}
