import type { Tournament } from '@clutch/contract/tournaments';
import { ListOrdered, Swords } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRanking } from '../../api/get-ranking.ts';
import { useTournamentMatches } from '../../api/get-tournament-matches.ts';
import { isLobbyGame } from '@/lib/lobby-game.ts';
import { splitLeaderboard } from '../../lib/ffa-board.ts';
import { FfaLeaderboard } from './ffa-leaderboard.tsx';
import { FfaLobbies } from './ffa-lobbies.tsx';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * Results of a free-for-all (battle royale): the final's leaderboard first once it is drawn, the lobby
 * leaderboard, then every lobby's games. Live through the tournament page's `useTournamentLive`.
 */
export function FfaResults({ tournament, highlightTeamId = null }: { tournament: Pick<Tournament, 'id' | 'timeZone'>; highlightTeamId?: string | null }) {
  const t = useT();
  const ranking = useRanking(tournament.id);
  const matches = useTournamentMatches(tournament.id);
  if (ranking.isPending || matches.isPending) return <Loading label={t({ defaultMessage: 'Loading results' })} />;
  if (ranking.isError || matches.isError) {
    return (
      <ErrorState
        title={t({ defaultMessage: 'Could not load results' })}
        onRetry={() => {
          if (ranking.isError) void ranking.refetch();
          if (matches.isError) void matches.refetch();
        }}
      />
    );
  }
  if (!ranking.data.length && !matches.data.some(isLobbyGame)) {
    return (
      <EmptyState
        icon={ListOrdered}
        title={t({ defaultMessage: 'No results yet' })}
        description={t({ defaultMessage: 'The leaderboard and the lobbies appear here once the organizer starts the tournament.' })}
      />
    );
  }
  const { final, lobbies } = splitLeaderboard(ranking.data);
  return (
    <div className="flex flex-col gap-8">
      {final.length > 0 && (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t({ defaultMessage: 'Final leaderboard' })}</h2>
          <FfaLeaderboard rows={final} caption={t({ defaultMessage: 'Final leaderboard' })} />
        </section>
      )}
      {lobbies.length > 0 && (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{final.length ? t({ defaultMessage: 'Lobby stage' }) : t({ defaultMessage: 'Leaderboard' })}</h2>
          <FfaLeaderboard rows={lobbies} caption={final.length ? t({ defaultMessage: 'Lobby stage' }) : t({ defaultMessage: 'Leaderboard' })} />
        </section>
      )}
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t({ defaultMessage: 'Lobbies and games' })}</h2>
        <FfaLobbies matches={matches.data} timeZone={tournament.timeZone} highlightTeamId={highlightTeamId} />
      </section>
    </div>
  );
}

/** The Matches tab of a free-for-all: the lobbies and their games, the viewer's team highlighted. */
export function FfaMatches({ tournament, highlightTeamId = null }: { tournament: Pick<Tournament, 'id' | 'timeZone'>; highlightTeamId?: string | null }) {
  const t = useT();
  const matches = useTournamentMatches(tournament.id);
  if (matches.isPending) return <Loading label={t({ defaultMessage: 'Loading matches' })} />;
  if (matches.isError) return <ErrorState title={t({ defaultMessage: 'Could not load matches' })} onRetry={() => void matches.refetch()} retrying={matches.isFetching} />;
  if (!matches.data.some(isLobbyGame)) {
    return (
      <EmptyState
        icon={Swords}
        title={t({ defaultMessage: 'No matches yet' })}
        description={t({ defaultMessage: 'Matches appear here once the organizer generates the schedule.' })}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-xs text-muted-foreground">{t({ defaultMessage: 'Times in {timeZone}' }, { timeZone: tournament.timeZone })}</p>
      <FfaLobbies matches={matches.data} timeZone={tournament.timeZone} highlightTeamId={highlightTeamId} />
    </div>
  );
}
