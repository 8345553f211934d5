import { Link, useParams, useSearchParams } from 'react-router';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge.tsx';
import type { EmbedView } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ClutchLink, FramedStatus } from '../components/embed/framed-states.tsx';
import { TournamentBoard } from '../components/embed/tournament-board.tsx';
import { useNow } from '@/lib/use-now.ts';
import { useFramedTournament } from '../hooks/use-framed-tournament.ts';
import { chooseEmbedView, embedViews } from '../lib/embed.ts';
import { embedViewName } from '../lib/embed-view-names.ts';

/** The format's views (Standings and Bracket, Leaderboard and Lobbies…) as links (`?view=`); the host's other parameters are kept. */
function ViewSwitch({ format, views, current }: { format: string; views: EmbedView[]; current: EmbedView }) {
  const t = useT();
  const [params] = useSearchParams();
  const to = (view: EmbedView) => {
    const next = new URLSearchParams(params);
    next.set('view', view);
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={t({ defaultMessage: 'Views', description: 'Standings or bracket of an embedded tournament' })}>
      <ul className="inline-flex rounded-md border bg-muted p-0.5 text-sm">
        {views.map((view) => (
          <li key={view}>
            <Link
              to={to(view)}
              replace
              aria-current={view === current ? 'page' : undefined}
              className={cn('block rounded px-3 py-1 font-medium text-muted-foreground', view === current && 'bg-background text-foreground shadow-sm')}
            >
              {t(embedViewName(format, view))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `/embed/tournaments/:id`: a published tournament's standings or bracket for another site's `<iframe>` (issue #16),
 * read-only, without a session, live over the tournament's Socket.IO room. `?view=standings|bracket|lobbies` picks
 * (the format's default otherwise: a Swiss's `bracket` is its rounds and top cut, a free-for-all's its lobbies), `?theme=light|dark` and `?lang=` follow the host (main.tsx); a link leads to the
 * tournament on Clutch.
 */
export default function EmbedTournamentPage() {
  const t = useT();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const framed = useFramedTournament(id);
  const now = useNow();

  if (framed.state !== 'ready') {
    return (
      <main className="flex min-h-svh flex-col justify-center bg-background p-3 sm:p-4">
        <FramedStatus framed={framed} />
      </main>
    );
  }
  const { tournament } = framed;
  const views = embedViews(tournament.tournamentFormat);
  const view = chooseEmbedView(tournament.tournamentFormat, params.get('view'));
  const viewName = t(embedViewName(tournament.tournamentFormat, view));
  return (
    <div className="flex min-h-svh flex-col gap-3 bg-background p-3 sm:p-4">
      <title>{`${tournament.name} · ${viewName} · Clutch`}</title>
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="truncate text-base font-semibold sm:text-lg" title={tournament.name}>
            {tournament.name}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <TournamentStatusBadge status={tournament.status} />
            <span>{tournament.game.name}</span>
          </p>
        </div>
        <ClutchLink tournamentId={tournament.id} />
      </header>
      <main className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-sm font-semibold">{viewName}</h2>
          {views.length > 1 && <ViewSwitch format={tournament.tournamentFormat} views={views} current={view} />}
        </div>
        <TournamentBoard tournament={tournament} view={view} now={now} />
      </main>
    </div>
  );
}
