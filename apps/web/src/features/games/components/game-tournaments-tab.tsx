import type { Tournament } from '@clutch/contract/tournaments';
import { ChevronRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import type { UseQueryResult } from '@tanstack/react-query';

function Row({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const cover = tournament.urlPhotos[0] ?? tournament.tournamentPhotoUrl ?? tournament.game.background_image;
  return (
    <li>
      <Link
        to={paths.app.tournament(tournament.id)}
        className="flex items-center gap-3 rounded-lg border bg-card p-3 transition-colors hover:border-primary/60 sm:gap-4"
      >
        <img src={cover} alt="" loading="lazy" className="hidden aspect-video w-28 shrink-0 rounded-md object-cover sm:block" />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="truncate font-semibold">{tournament.name}</span>
          <span className="text-xs text-muted-foreground">
            {t({ defaultMessage: 'Starts {date}' }, { date: formatDateTime(tournament.tournamentStartDate) })}
          </span>
          <TournamentStatusBadge status={tournament.status} />
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}

/** The game's tournaments, each opening its page. */
export function GameTournamentsTab({ query }: { query: UseQueryResult<Tournament[]> }) {
  const t = useT();
  if (query.isPending) {
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading tournaments' })} className="flex flex-col gap-2">
        {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-20 w-full" />)}
      </div>
    );
  }
  if (query.isError)
    return (
      <ErrorState title={t({ defaultMessage: 'Could not load tournaments' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  if (!query.data.length) {
    return (
      <EmptyState
        icon={Trophy}
        title={t({ defaultMessage: 'No tournaments yet' })}
        description={t({ defaultMessage: 'Nobody has opened a tournament for this game yet.' })}
      />
    );
  }
  return (
    <ul aria-label={t({ defaultMessage: 'Tournaments' })} className="flex flex-col gap-2">
      {query.data.map((tournament) => (
        <Row key={tournament.id} tournament={tournament} />
      ))}
    </ul>
  );
}
