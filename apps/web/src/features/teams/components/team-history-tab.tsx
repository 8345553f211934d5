import type { TeamHistoryEntry } from '@clutch/contract/teams';
import { History, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { RequestStatusBadge } from '@/components/tournament/request-status-badge.tsx';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useTeamHistory } from '../api/get-team-history.ts';

function HistoryRow({ entry }: { entry: TeamHistoryEntry }) {
  const t = useT();
  const { tournament, record, placement } = entry;
  return (
    <li className="flex flex-wrap items-center gap-3 p-4" aria-label={tournament.name}>
      <TeamAvatar name={tournament.name} photoUrl={tournament.photoUrl} className="size-10 rounded-md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={paths.app.tournament(tournament.id)} className="truncate font-medium hover:text-link hover:underline">
          {tournament.name}
        </Link>
        <p className="text-sm text-muted-foreground">
          <time dateTime={tournament.tournamentStartDate}>{formatDate(tournament.tournamentStartDate)}</time>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <TournamentStatusBadge status={tournament.status} />
          <RequestStatusBadge status={entry.requestStatus} />
        </div>
      </div>
      <dl className="grid w-full grid-cols-2 gap-x-4 gap-y-1 text-sm sm:w-auto sm:text-right">
        <dt className="text-muted-foreground">{t({ defaultMessage: 'Placement' })}</dt>
        <dd className="font-semibold">
          {placement === null
            ? t({ defaultMessage: '—', description: 'No placement yet' })
            : t({ defaultMessage: '{placement, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}' }, { placement })}
        </dd>
        <dt className="text-muted-foreground">{t({ defaultMessage: 'W / D / L' })}</dt>
        <dd className="font-semibold tabular-nums" aria-label={t({ defaultMessage: '{won} won, {drawn} drawn, {lost} lost' }, record)}>
          {t({ defaultMessage: '{won} / {drawn} / {lost}' }, record)}
        </dd>
      </dl>
    </li>
  );
}

/** History tab: the team's tournaments with status, placement and win/draw/loss record, newest first. */
export function TeamHistoryTab({ teamId }: { teamId: string }) {
  const t = useT();
  const query = useTeamHistory(teamId);
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'Loading history…' })}</p>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState title={t({ defaultMessage: 'Could not load the team history' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={History}
        title={t({ defaultMessage: 'No tournaments yet' })}
        description={t({ defaultMessage: 'When the team enters a tournament, its results show here.' })}
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.tournaments()}>
              <Trophy aria-hidden />
              {t({ defaultMessage: 'Browse tournaments' })}
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul aria-label={t({ defaultMessage: 'Tournaments played' })} className="flex flex-col divide-y rounded-lg border bg-card shadow-sm">
      {query.data.map((entry) => (
        <HistoryRow key={entry.registrationId} entry={entry} />
      ))}
    </ul>
  );
}
