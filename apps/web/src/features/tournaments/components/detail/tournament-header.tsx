import type { Tournament } from '@clutch/contract/tournaments';
import { CalendarClock, Gamepad2, LogIn, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { AddToCalendarLink } from '@/features/calendar/components/add-to-calendar-link.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { registrationWindowText } from '../../lib/registration-window.ts';
import { TournamentCover } from '../tournament-cover.tsx';
import { EmbedDialog } from './embed-dialog.tsx';
import { ExportMenu } from './export-menu.tsx';
import { FollowButton } from './follow-button.tsx';

/**
 * Cover, name, status, game and organizer; Join (when offered) and Follow for members, the login link for visitors
 * while the tournament takes registrations (a running or past one says where it stands instead). Its organizer gets
 * the embed code and stream overlay links.
 */
export function TournamentHeader({
  tournament,
  signedIn,
  join,
  organizer = false,
}: {
  tournament: Tournament;
  signedIn: boolean;
  join?: ReactNode;
  /** The viewer organizes this tournament. */
  organizer?: boolean;
}) {
  const t = useT();
  const location = useLocation();
  return (
    <header className="grid overflow-hidden rounded-lg border bg-card shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <TournamentCover tournament={tournament} className="aspect-video h-full" />
      <div className="flex flex-col justify-between gap-4 p-4 sm:p-6">
        <div className="flex min-w-0 flex-col gap-2">
          <TournamentStatusBadge status={tournament.status} />
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{tournament.name}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Gamepad2 aria-hidden className="size-4" />
              {tournament.game.name}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden className="size-4" />
              <span>
                {t(
                  { defaultMessage: 'by <organizer>{name}</organizer>', description: 'Who organizes a tournament' },
                  {
                    name: tournament.organizer.nickName,
                    organizer: (chunks) => (
                      <Link to={paths.app.user(tournament.organizer.id)} className="font-medium text-link underline underline-offset-2">
                        {chunks}
                      </Link>
                    ),
                  },
                )}
              </span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden className="size-4" />
              {t({ defaultMessage: '{count, plural, one {# follower} other {# followers}}' }, { count: tournament.followers })}
            </span>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          {signedIn ? (
            <>
              {join}
              <FollowButton tournamentId={tournament.id} following={tournament.following} />
            </>
          ) : (
            // Spec §2: visitors always see the login link; the line below says whether joining is still possible.
            <Button asChild>
              <Link to={paths.auth.login()} state={{ from: location }}>
                <LogIn aria-hidden />
                {t({ defaultMessage: 'Login to Join Tournament' })}
              </Link>
            </Button>
          )}
          <AddToCalendarLink tournamentId={tournament.id} />
          <ExportMenu tournamentId={tournament.id} />
          {organizer && <EmbedDialog tournament={tournament} />}
          {(signedIn || tournament.status !== 'OPEN_FOR_REGISTRATION') && (
            <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarClock aria-hidden className="size-4 shrink-0" />
              {registrationWindowText(tournament, t)}
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
