import type { Tournament } from '@clutch/contract/tournaments';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { tournamentStatusInline } from '@/lib/tournament-status-inline.ts';

const photo = (t: Tournament) => t.tournamentPhotoUrl ?? t.urlPhotos[0] ?? t.game.background_image;

/** A compact tournament card for the Dashboard; the whole card opens the tournament. */
export function DashboardTournamentCard({ tournament }: { tournament: Tournament }) {
  const t = useT();
  return (
    <Link
      to={paths.app.tournament(tournament.id)}
      className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-colors hover:border-primary/60"
    >
      <img src={photo(tournament)} alt="" loading="lazy" className="aspect-video w-full bg-muted object-cover" />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="truncate text-xs font-medium text-muted-foreground">
          {tournament.game.name} · <span className="capitalize">{tournamentStatusInline(t, tournament.status)}</span>
        </p>
        <h3 className="line-clamp-2 font-semibold group-hover:text-link">{tournament.name}</h3>
        <p className="mt-auto flex items-center gap-2 pt-1 text-xs text-muted-foreground">
          <CalendarDays aria-hidden className="size-3.5 shrink-0" />
          <time dateTime={tournament.tournamentStartDate}>{formatDateTime(tournament.tournamentStartDate)}</time>
        </p>
      </div>
    </Link>
  );
}

export function TournamentGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>;
}

export function TournamentGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <TournamentGrid>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex flex-col gap-2 rounded-lg border bg-card pb-4">
            <Skeleton className="aspect-video rounded-b-none" />
            <Skeleton className="mx-4 h-3 w-1/2" />
            <Skeleton className="mx-4 h-5 w-3/4" />
            <Skeleton className="mx-4 h-3 w-2/3" />
          </div>
        ))}
      </TournamentGrid>
    </div>
  );
}
