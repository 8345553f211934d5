import type { Tournament } from '@clutch/contract/tournaments';
import { Network } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import type { EmbedView } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useTournamentMatches } from '../../api/get-tournament-matches.ts';
import { buildBracket } from '../../lib/bracket.ts';
import { KnockoutBracket } from '../detail/knockout-bracket.tsx';
import { groupRanking, LeagueTable } from '../detail/league-table.tsx';
import { Loading } from './board-loading.tsx';
import { RankingBoard } from './ranking-board.tsx';
import { FfaLeaderboardBoard, FfaLobbiesBoard, SwissRoundsBoard, SwissStandingsBoard } from './format-boards.tsx';

export type BoardTournament = Pick<Tournament, 'id' | 'status' | 'tournamentFormat' | 'competition' | 'timeZone'>;

function Standings({ tournament }: { tournament: Pick<Tournament, 'id'> }) {
  const t = useT();
  return (
    <RankingBoard
      tournamentId={tournament.id}
      empty={{ title: t({ defaultMessage: 'No standings yet' }), description: t({ defaultMessage: 'The table appears here once the tournament starts.' }) }}
    >
      {(rows) => {
        const groups = groupRanking(rows, t);
        return (
          <div className="flex flex-col gap-4">
            {groups.map((g) => (
              <section key={g.label} aria-label={g.label} className="flex flex-col gap-2">
                {groups.length > 1 && <h3 className="text-sm font-semibold">{g.label}</h3>}
                <LeagueTable rows={g.rows} caption={g.label} />
              </section>
            ))}
          </div>
        );
      }}
    </RankingBoard>
  );
}

function Bracket({ tournament, now }: { tournament: Pick<Tournament, 'id' | 'status'>; now: Date }) {
  const t = useT();
  const matches = useTournamentMatches(tournament.id);
  if (matches.isPending) return <Loading />;
  if (matches.isError) {
    return <ErrorState title={t({ defaultMessage: 'Could not load the bracket' })} onRetry={() => void matches.refetch()} retrying={matches.isFetching} />;
  }
  const sections = buildBracket(matches.data, t, tournament.status === 'IN_PROGRESS' ? now : null);
  if (!sections.length) {
    return (
      <EmptyState
        icon={Network}
        title={t({ defaultMessage: 'No bracket yet' })}
        description={t({ defaultMessage: 'The bracket is drawn once the tournament reaches its knockout stage.' })}
      />
    );
  }
  return <KnockoutBracket sections={sections} />;
}

/**
 * A tournament's standings or bracket, read-only, as the Results tab draws them: a Swiss's table with its tiebreakers
 * and its rounds with the top cut, a free-for-all's leaderboard and lobbies, any other format the ranking endpoint
 * ranks as a league table. Kept current by the page's live hook; `now` marks the matches being played. `maxRows`
 * keeps the top of a Swiss table or leaderboard (an overlay shows what fits on a stream).
 */
export function TournamentBoard({ tournament, view, now, maxRows }: { tournament: BoardTournament; view: EmbedView; now: Date; maxRows?: number }) {
  if (tournament.tournamentFormat === 'SWISS') {
    return view === 'standings' ? <SwissStandingsBoard tournament={tournament} maxRows={maxRows} /> : <SwissRoundsBoard tournament={tournament} now={now} />;
  }
  if (tournament.tournamentFormat === 'FREE_FOR_ALL') {
    return view === 'standings' ? <FfaLeaderboardBoard tournament={tournament} maxRows={maxRows} /> : <FfaLobbiesBoard tournament={tournament} />;
  }
  return view === 'standings' ? <Standings tournament={tournament} /> : <Bracket tournament={tournament} now={now} />;
}
