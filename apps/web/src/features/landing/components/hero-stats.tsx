import { useAllGames, useLiveTournaments } from '../lib/landing-data.tsx';
import { gamesClaim } from '../lib/partner-games.ts';
import { Placeholder } from './placeholder.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** The platform's numbers, straight from the API; a number that failed to load is left out rather than made up. */
export function HeroStats() {
  const t = useT();
  const games = useAllGames();
  const tournaments = useLiveTournaments();
  if (games.status === 'error' && tournaments.status === 'error') return null;
  return (
    <dl className="grid w-full max-w-2xl grid-cols-3 gap-3 sm:gap-4" aria-busy={games.status === 'pending' || tournaments.status === 'pending'}>
      {games.status !== 'error' && <Stat label={t({ defaultMessage: 'games', description: 'Hero stat under the number of games, e.g. 120+ games' })} value={games.data && gamesClaim(games.data.length)} />}
      {tournaments.status !== 'error' && <Stat label={t({ defaultMessage: 'in progress', description: 'Hero stat under the number of tournaments being played' })} value={tournaments.data?.inProgress} />}
      {tournaments.status !== 'error' && <Stat label={t({ defaultMessage: 'open to join', description: 'Hero stat under the number of tournaments open for registration' })} value={tournaments.data?.openForRegistration} />}
    </dl>
  );
}

function Stat({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-lg border bg-card/60 px-3 py-3 sm:px-5 sm:py-4">
      <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums sm:text-3xl">
        {value === undefined ? <Placeholder className="h-8 w-14 rounded-md" /> : value}
      </dd>
    </div>
  );
}
