import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAllGames } from '../api/get-games.ts';
import { useLiveTournaments } from '../api/get-live-tournaments.ts';
import { gamesClaim } from '../lib/partner-games.ts';

/** The platform's numbers, straight from the API; a number that failed to load is left out rather than made up. */
export function HeroStats() {
  const games = useAllGames();
  const tournaments = useLiveTournaments();
  if (games.isError && tournaments.isError) return null;
  return (
    <dl className="grid w-full max-w-2xl grid-cols-3 gap-3 sm:gap-4" aria-busy={games.isPending || tournaments.isPending}>
      {!games.isError && <Stat label="games" value={games.data && gamesClaim(games.data.length)} />}
      {!tournaments.isError && <Stat label="in progress" value={tournaments.data?.inProgress} />}
      {!tournaments.isError && <Stat label="open to join" value={tournaments.data?.openForRegistration} />}
    </dl>
  );
}

function Stat({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-lg border bg-card/60 px-3 py-3 sm:px-5 sm:py-4">
      <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums sm:text-3xl">
        {value === undefined ? <Skeleton className="h-8 w-14" /> : value}
      </dd>
    </div>
  );
}
