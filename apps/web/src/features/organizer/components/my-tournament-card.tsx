import type { OrganizerTournament } from '@clutch/contract/organizer';
import { CalendarDays, Users } from 'lucide-react';
import { Link } from 'react-router';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** One of my tournaments: status, when it plays, and where its registrations stand; opens its management page. */
export function MyTournamentCard({ tournament }: { tournament: OrganizerTournament }) {
  const t = useT();
  const cover = tournament.urlPhotos[0] ?? tournament.tournamentPhotoUrl ?? tournament.game.background_image;
  const { ACCEPTED, PENDING } = tournament.registrationCounts;
  return (
    <li className="relative flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/60">
      <img src={cover} alt="" className="aspect-[3/1] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <TournamentStatusBadge status={tournament.status} />
          <span className="truncate text-xs text-muted-foreground">{tournament.game.name}</span>
        </div>
        <h2 className="text-lg leading-tight font-semibold">
          <Link to={paths.app.organizerTournament(tournament.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {tournament.name}
          </Link>
        </h2>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          <span>
            {t(
              { defaultMessage: 'Starts {date}' },
              {
                date: (
                  <time dateTime={tournament.tournamentStartDate}>{formatDateTime(tournament.tournamentStartDate, { timeZone: tournament.timeZone })}</time>
                ),
              },
            )}
          </span>
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="flex items-center gap-1.5">
            <Users aria-hidden className="size-4 text-muted-foreground" />
            <span>
              {t(
                { defaultMessage: '<n>{accepted}/{max}</n> accepted', description: 'Teams accepted out of the most the tournament takes' },
                { accepted: ACCEPTED, max: tournament.maxTeams, n: (chunks) => <span className="tabular-nums">{chunks}</span> },
              )}
            </span>
          </span>
          <span className={PENDING > 0 ? 'font-medium text-warning-text' : 'text-muted-foreground'}>
            {t(
              { defaultMessage: '<n>{count}</n> pending', description: 'Registration requests waiting for the organizer' },
              { count: PENDING, n: (chunks) => <span className="tabular-nums">{chunks}</span> },
            )}
          </span>
        </p>
      </div>
    </li>
  );
}
