import type { Tournament } from '@clutch/contract/tournaments';
import { Tv } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import type { EmbedView } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useTournamentMatches } from '../api/get-tournament-matches.ts';
import { FramedStatus } from '../components/embed/framed-states.tsx';
import { LobbyGameBoard } from '../components/embed/lobby-game-board.tsx';
import { MatchScoreboard } from '../components/embed/match-scoreboard.tsx';
import { TournamentBoard } from '../components/embed/tournament-board.tsx';
import { useNow } from '@/lib/use-now.ts';
import { useFramedTournament } from '../hooks/use-framed-tournament.ts';
import { isLive } from '../lib/bracket.ts';
import { chooseEmbedView, chooseOverlayShow, currentLobbyGame, currentMatch, isLobbyGameLive, matchPlace } from '../lib/embed.ts';

/** A box of the overlay: the only painted parts of the page, opaque enough to read over any video. */
const panel = 'rounded-2xl border bg-background/95 p-4 shadow-xl sm:p-6';

/** Rows of a Swiss table or free-for-all leaderboard an overlay shows: the top ones, in large type, fit a 720p source. */
const OVERLAY_ROWS = 10;

function Scoreboard({ tournament, matchId, now }: { tournament: Tournament; matchId: string | null; now: Date }) {
  const t = useT();
  const matches = useTournamentMatches(tournament.id);
  if (matches.isPending) return null;
  if (matches.isError) {
    return (
      <div className={panel}>
        <ErrorState title={t({ defaultMessage: 'Could not load matches' })} onRetry={() => void matches.refetch()} retrying={matches.isFetching} />
      </div>
    );
  }
  const running = tournament.status === 'IN_PROGRESS' ? now : null;
  const ffa = tournament.tournamentFormat === 'FREE_FOR_ALL';
  const pick = ffa ? currentLobbyGame : currentMatch;
  const match = matchId ? (matches.data.find((m) => m.id === matchId) ?? null) : pick(matches.data, running);
  if (!match) {
    return (
      <EmptyState
        icon={Tv}
        className={panel}
        title={matchId ? t({ defaultMessage: 'Match not found' }) : t({ defaultMessage: 'No match right now' })}
        description={
          matchId
            ? t({ defaultMessage: 'This match is not part of {tournament}.' }, { tournament: tournament.name })
            : ffa
              ? t({ defaultMessage: 'The next game of {tournament} shows here once its lobby is drawn.' }, { tournament: tournament.name })
              : t({ defaultMessage: 'The next match of {tournament} shows here once both of its teams are known.' }, { tournament: tournament.name })
        }
      />
    );
  }
  if (ffa) return <LobbyGameBoard game={match} live={isLobbyGameLive(match, running)} timeZone={tournament.timeZone} />;
  return <MatchScoreboard match={match} place={matchPlace(match, matches.data, t)} live={isLive(match, running)} timeZone={tournament.timeZone} />;
}

/**
 * `/overlay/tournaments/:id`: a browser source for OBS over a transparent page (main.tsx, index.css), without the
 * app's chrome. `?show=match` (the default) is a scoreboard of `&match=<id>`, or of the match being played (else the
 * next one), for a free-for-all the lobby game's places, eliminations and points; `bracket` and `standings` are the
 * tournament's, as the embed shows them (a Swiss table or a leaderboard keeps its top rows, in large type).
 * Everything updates live.
 */
export default function OverlayTournamentPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const framed = useFramedTournament(id);
  const now = useNow();

  if (framed.state !== 'ready') {
    return (
      <main className="p-4 text-lg">
        <div className={panel}>
          <FramedStatus framed={framed} />
        </div>
      </main>
    );
  }
  const { tournament } = framed;
  const show = chooseOverlayShow(params.get('show'));
  const view: EmbedView | null = show === 'match' ? null : chooseEmbedView(tournament.tournamentFormat, show);
  return (
    <main className="flex flex-col gap-3 p-4 text-lg">
      <title>{`${tournament.name} · Clutch`}</title>
      <h1 className="w-fit rounded-lg bg-background/95 px-3 py-1 text-xl font-bold shadow-xl sm:text-2xl">{tournament.name}</h1>
      {view ? (
        // Large type over the tables' own small print: an overlay is read from across the room.
        <div className={`${panel} [&_table]:text-base sm:[&_table]:text-xl`}>
          <TournamentBoard tournament={tournament} view={view} now={now} maxRows={view === 'standings' ? OVERLAY_ROWS : undefined} />
        </div>
      ) : (
        <Scoreboard tournament={tournament} matchId={params.get('match')} now={now} />
      )}
    </main>
  );
}
