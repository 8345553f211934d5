import type { RankingRow, Tournament } from '@clutch/contract/tournaments';
import { Network, Swords } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { isLobbyGame } from '@/lib/lobby-game.ts';
import { useSwissRounds } from '../../api/get-swiss-rounds.ts';
import { useTournamentMatches } from '../../api/get-tournament-matches.ts';
import { buildBracket } from '../../lib/bracket.ts';
import { splitLeaderboard } from '../../lib/ffa-board.ts';
import { FfaLeaderboard } from '../detail/ffa-leaderboard.tsx';
import { FfaLobbies } from '../detail/ffa-lobbies.tsx';
import { KnockoutBracket } from '../detail/knockout-bracket.tsx';
import { SwissRoundList } from '../detail/swiss-rounds.tsx';
import { SwissTable } from '../detail/swiss-table.tsx';
import { Loading } from './board-loading.tsx';
import { RankingBoard } from './ranking-board.tsx';

const top = <T,>(rows: T[], maxRows: number | undefined) => (maxRows === undefined ? rows : rows.slice(0, maxRows));

/** A Swiss's standings with the organizer's tiebreakers as columns, in the order they decide. */
export function SwissStandingsBoard({ tournament, maxRows }: { tournament: Pick<Tournament, 'id' | 'competition'>; maxRows?: number }) {
  const t = useT();
  return (
    <RankingBoard
      tournamentId={tournament.id}
      empty={{ title: t({ defaultMessage: 'No standings yet' }), description: t({ defaultMessage: 'The first Swiss round is paired when the tournament starts.' }) }}
    >
      {(ranking) => (
        <SwissTable
          rows={top([...ranking].sort((a, b) => a.position - b.position), maxRows)}
          tiebreakers={tournament.competition.swissTiebreakers}
          caption={t({ defaultMessage: 'Swiss standings' })}
        />
      )}
    </RankingBoard>
  );
}

/** A Swiss's rounds with their pairings, the top cut's bracket first once it is drawn. */
export function SwissRoundsBoard({ tournament, now }: { tournament: Pick<Tournament, 'id' | 'status'>; now: Date }) {
  const t = useT();
  const rounds = useSwissRounds(tournament.id);
  const matches = useTournamentMatches(tournament.id);
  if (rounds.isPending || matches.isPending) return <Loading />;
  if (rounds.isError || matches.isError) {
    return (
      <ErrorState
        title={t({ defaultMessage: 'Could not load results' })}
        onRetry={() => {
          if (rounds.isError) void rounds.refetch();
          if (matches.isError) void matches.refetch();
        }}
      />
    );
  }
  if (!rounds.data.rounds.length) {
    return (
      <EmptyState
        icon={Network}
        title={t({ defaultMessage: 'No results yet' })}
        description={t({ defaultMessage: 'The first Swiss round is paired when the tournament starts.' })}
      />
    );
  }
  const sections = rounds.data.topCut > 0 ? buildBracket(matches.data, t, tournament.status === 'IN_PROGRESS' ? now : null) : [];
  return (
    <div className="flex flex-col gap-6">
      {sections.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t({ defaultMessage: 'Top cut' })}</h3>
          <KnockoutBracket sections={sections} />
        </section>
      )}
      <SwissRoundList rounds={rounds.data.rounds} matches={matches.data} />
    </div>
  );
}

/** A free-for-all's leaderboard: the final's first once it is drawn, then the lobby stage. */
export function FfaLeaderboardBoard({ tournament, maxRows }: { tournament: Pick<Tournament, 'id'>; maxRows?: number }) {
  const t = useT();
  return (
    <RankingBoard
      tournamentId={tournament.id}
      empty={{
        title: t({ defaultMessage: 'No leaderboard yet' }),
        description: t({ defaultMessage: 'The leaderboard appears here once the first lobby game is played.' }),
      }}
    >
      {(ranking) => <FfaLeaderboardRows ranking={ranking} maxRows={maxRows} />}
    </RankingBoard>
  );
}

function FfaLeaderboardRows({ ranking, maxRows }: { ranking: RankingRow[]; maxRows?: number }) {
  const t = useT();
  const { final, lobbies } = splitLeaderboard(ranking);
  // The final decides the tournament: once it is drawn, an overlay's rows go to it first.
  const finalRows = top(final, maxRows);
  const lobbyRows = top(lobbies, maxRows === undefined ? undefined : Math.max(0, maxRows - finalRows.length));
  const finalTitle = t({ defaultMessage: 'Final leaderboard' });
  const lobbyTitle = final.length ? t({ defaultMessage: 'Lobby stage' }) : t({ defaultMessage: 'Leaderboard' });
  return (
    <div className="flex flex-col gap-4">
      {finalRows.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{finalTitle}</h3>
          <FfaLeaderboard rows={finalRows} caption={finalTitle} />
        </section>
      )}
      {lobbyRows.length > 0 && (
        <section className="flex flex-col gap-2">
          {final.length > 0 && <h3 className="text-sm font-semibold">{lobbyTitle}</h3>}
          <FfaLeaderboard rows={lobbyRows} caption={lobbyTitle} />
        </section>
      )}
    </div>
  );
}

/** A free-for-all's lobbies with every game's places, eliminations and points; the final first. */
export function FfaLobbiesBoard({ tournament }: { tournament: Pick<Tournament, 'id' | 'timeZone'> }) {
  const t = useT();
  const matches = useTournamentMatches(tournament.id);
  if (matches.isPending) return <Loading />;
  if (matches.isError) {
    return <ErrorState title={t({ defaultMessage: 'Could not load matches' })} onRetry={() => void matches.refetch()} retrying={matches.isFetching} />;
  }
  if (!matches.data.some(isLobbyGame)) {
    return (
      <EmptyState
        icon={Swords}
        title={t({ defaultMessage: 'No lobbies yet' })}
        description={t({ defaultMessage: 'The lobbies and their games appear here once the organizer starts the tournament.' })}
      />
    );
  }
  return <FfaLobbies matches={matches.data} timeZone={tournament.timeZone} />;
}
