import type { LiveEvent } from '@clutch/contract/notifications';
import type { ServerToClientEvents } from '@clutch/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Radio, Swords, Tv } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useTournamentLive } from '@/features/competition/hooks/use-tournament-live.ts';
import { cn } from '@/lib/cn.ts';
import { formatTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { getSocket } from '@/lib/socket.ts';
import { useLiveEvents } from '../api/get-live-events.ts';
import { notificationKeys } from '../api/keys.ts';

/** Rooms watched at once at most; the 30-second refresh covers the rest. */
const WATCHED_TOURNAMENTS_MAX = 10;
/** Notifications that mean a match went live, ended or is about to start: the tab asks again at once. */
const liveTypes = new Set(['match_starting', 'match_ended', 'organizer_live', 'check_in_open']);

/** Holds the tournament's room, so its match and status events reach this tab. */
function WatchTournament({ tournamentId }: { tournamentId: string }) {
  useTournamentLive(tournamentId);
  return null;
}

/**
 * Asks for the live events again when one of the watched tournaments changes (a score, a match starting or
 * ending, the tournament finishing) or when a notification says a match starts or ended.
 */
function useLiveEventsNudges(tournamentIds: string[]) {
  const client = useQueryClient();
  const key = tournamentIds.join(',');
  useEffect(() => {
    const watched = new Set(key ? key.split(',') : []);
    const socket = getSocket();
    const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.liveEvents });
    const onTournamentEvent = (payload: { tournamentId: string }) => {
      if (watched.has(payload.tournamentId)) refresh();
    };
    const onNotification: ServerToClientEvents['notification:new'] = (payload) => {
      if (liveTypes.has(payload.notification.type)) refresh();
    };
    socket.on('match:updated', onTournamentEvent);
    socket.on('tournament:updated', onTournamentEvent);
    socket.on('notification:new', onNotification);
    return () => {
      socket.off('match:updated', onTournamentEvent);
      socket.off('tournament:updated', onTournamentEvent);
      socket.off('notification:new', onNotification);
    };
  }, [key, client]);
}

function Sides({ event }: { event: LiveEvent }) {
  const t = useT();
  return (
    <ol className="flex flex-col gap-1">
      {event.sides.map((side, i) => (
        <li key={i} className="flex items-center justify-between gap-3 text-sm">
          <span className="min-w-0 truncate font-medium">{side.name}</span>
          <span className="shrink-0 font-semibold tabular-nums">
            {side.score ?? (
              <>
                <span aria-hidden>–</span>
                <span className="sr-only">{t({ defaultMessage: 'No score yet' })}</span>
              </>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

function LiveEventCard({ event }: { event: LiveEvent }) {
  const t = useT();
  const live = event.state === 'LIVE';
  const [home, away] = event.sides;
  const vs =
    event.sides.length === 2 && home && away
      ? t({ defaultMessage: '{home} vs {away}', description: 'The two sides of a match' }, { home: home.name, away: away.name })
      : event.sides.map((s) => s.name).join(', ');
  return (
    <li aria-label={t({ defaultMessage: '{tournament}: {match}' }, { tournament: event.tournamentName, match: vs })} className={cn('flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm', event.mine && 'border-primary/50')}>
      <div className="flex flex-wrap items-center gap-2">
        {live ? (
          <Badge variant="destructive">
            <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-current" />
            {t({ defaultMessage: 'LIVE', description: 'A match being played now' })}
          </Badge>
        ) : (
          <Badge variant="secondary">
            {event.startsAt ? t({ defaultMessage: 'Starting at {time}' }, { time: formatTime(event.startsAt) }) : t({ defaultMessage: 'Starting soon' })}
          </Badge>
        )}
        {event.mine && <Badge variant="outline">{t({ defaultMessage: 'Your match' })}</Badge>}
      </div>
      <h3 className="min-w-0 text-base font-semibold break-words">
        <Link to={paths.app.tournament(event.tournamentId)} className="hover:underline focus-visible:underline">
          {event.tournamentName}
        </Link>
      </h3>
      <Sides event={event} />
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link to={paths.app.tournament(event.tournamentId, 'matches')}>
            <Swords aria-hidden />
            {t({ defaultMessage: 'Open match' })}
          </Link>
        </Button>
        {event.streamUrl && (
          <Button asChild size="sm" variant="ghost">
            <a href={event.streamUrl} target="_blank" rel="noopener noreferrer">
              <Tv aria-hidden />
              {t({ defaultMessage: 'Watch stream' })}
              <ExternalLink aria-hidden />
              <span className="sr-only">{t({ defaultMessage: '(opens in a new tab)' })}</span>
            </a>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The Live Events tab (issue #14): matches live now and starting soon in the tournaments the user follows or plays
 * in, theirs first. It watches those tournaments' rooms and asks again on their events, and every 30 seconds for
 * the rest (a match starting in a tournament with nothing live yet).
 */
export function LiveEvents() {
  const t = useT();
  const query = useLiveEvents();
  const events = useMemo(() => [...(query.data ?? [])].sort((a, b) => Number(b.mine) - Number(a.mine)), [query.data]);
  const tournamentIds = useMemo(() => [...new Set(events.map((e) => e.tournamentId))].slice(0, WATCHED_TOURNAMENTS_MAX), [events]);
  useLiveEventsNudges(tournamentIds);

  return (
    <section aria-label={t({ defaultMessage: 'Live events' })} className="flex flex-col gap-4">
      {tournamentIds.map((id) => (
        <WatchTournament key={id} tournamentId={id} />
      ))}
      {query.isPending ? (
        <div aria-busy="true" className="grid gap-3 md:grid-cols-2">
          <p className="text-sm text-muted-foreground md:col-span-2">{t({ defaultMessage: 'Loading...' })}</p>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-44 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState title={t({ defaultMessage: 'Could not load live events' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : events.length === 0 ? (
        <EmptyState
          icon={Radio}
          title={t({ defaultMessage: 'Nothing live right now' })}
          description={t({ defaultMessage: 'Matches live now or starting within the hour, in tournaments you follow or play in, show here.' })}
          action={
            <Button asChild variant="outline">
              <Link to={paths.app.tournaments()}>{t({ defaultMessage: 'Browse tournaments' })}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {events.map((event) => (
            <LiveEventCard key={event.matchId} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}
