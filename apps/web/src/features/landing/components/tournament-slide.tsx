import { CalendarDays, UserRound } from 'lucide-react';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import type { LandingTournament } from '../api/get-live-tournaments.ts';
import { landingBadge } from '../lib/landing-badge.ts';
import { LiveBadge } from './live-badge.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** The tournament's own photo, else its gallery's first, else its game's cover. */
export const tournamentPhoto = (t: LandingTournament) => t.tournamentPhotoUrl ?? t.urlPhotos[0] ?? t.game.background_image;

/** One carousel slide: photo with the status badge, name, start and organizer; the whole card opens the tournament. */
export function TournamentSlide({ tournament, now }: { tournament: LandingTournament; now: Date }) {
  const t = useT();
  return (
    <a
      href={paths.app.tournament(tournament.id)}
      className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-colors hover:border-primary/60"
    >
      <div className="relative aspect-video overflow-hidden bg-muted">
        <img
          src={tournamentPhoto(tournament)}
          alt=""
          loading="lazy"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <LiveBadge badge={landingBadge(tournament, now)} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium text-muted-foreground">{tournament.game.name}</p>
        <h3 className="line-clamp-2 font-semibold group-hover:text-link">{tournament.name}</h3>
        <p className="mt-auto flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          <time dateTime={tournament.tournamentStartDate}>{formatDateTime(tournament.tournamentStartDate)}</time>
        </p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          {tournament.organizer.profilePicUrl ? (
            <img src={tournament.organizer.profilePicUrl} alt="" className="size-4 shrink-0 rounded-full object-cover" />
          ) : (
            <UserRound aria-hidden className="size-4 shrink-0" />
          )}
          <span className="truncate">{t({ defaultMessage: 'by {organizer}' }, { organizer: tournament.organizer.nickName })}</span>
        </p>
      </div>
    </a>
  );
}
