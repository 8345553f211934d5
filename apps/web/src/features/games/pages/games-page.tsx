import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useGames } from '../api/get-games.ts';
import { GamesGrid } from '../components/games-grid.tsx';
import { GamesFiltersBar } from '../components/games-filters-bar.tsx';
import { GamesGridSkeleton } from '../components/games-grid-skeleton.tsx';
import { emptyGamesFilters, readGamesFilters, writeGamesFilters, type GamesFilters } from '../lib/games-filters.ts';

/** Browse Games (spec §2): search and filters live in the URL, so a link shares the view and back/forward works. */
export default function GamesPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = readGamesFilters(params);
  const games = useGames(filters);

  const update = (next: Partial<GamesFilters>, options?: { replace?: boolean }) =>
    setParams(writeGamesFilters({ ...filters, ...next }), { replace: options?.replace ?? false, preventScrollReset: true });
  const clear = () => setParams(writeGamesFilters(emptyGamesFilters), { preventScrollReset: true });

  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Browse Games' })} description={t({ defaultMessage: 'Find a game and the tournaments played on it.' })} />
      <GamesFiltersBar filters={filters} onChange={update} onClear={clear} />
      {games.isPending ? (
        <GamesGridSkeleton />
      ) : games.isError ? (
        <ErrorState title={t({ defaultMessage: 'Could not load games' })} onRetry={() => void games.refetch()} retrying={games.isFetching} />
      ) : (
        <section aria-labelledby="games-count" aria-busy={games.isPlaceholderData} className="flex flex-col gap-4">
          <p id="games-count" role="status" className="text-sm text-muted-foreground">
            {t({ defaultMessage: '{count, plural, one {# game found} other {# games found}}' }, { count: games.data.length })}
          </p>
          {games.data.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title={t({ defaultMessage: 'No games found' })}
              description={t({ defaultMessage: 'Try adjusting your search criteria' })}
              action={<Button onClick={clear}>{t({ defaultMessage: 'Clear Filters' })}</Button>}
            />
          ) : (
            <GamesGrid key={params.toString()} games={games.data} dimmed={games.isPlaceholderData} />
          )}
        </section>
      )}
    </>
  );
}
