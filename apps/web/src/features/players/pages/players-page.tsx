import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMarkFollowed, usePlayers } from '../api/get-players.ts';
import { PlayerCard } from '../components/player-card.tsx';
import { PlayersFiltersBar } from '../components/players-filters-bar.tsx';
import { emptyPlayersFilters, hasActivePlayersFilters, readPlayersFilters, writePlayersFilters, type PlayersFilters } from '../lib/players-filters.ts';

/**
 * Players (spec §2): search by nickname, filter by country and game, sort, and a grid of cards with Follow, a page
 * of 24 at a time. The filters live in the URL so back/forward and shared links keep the view.
 */
export default function PlayersPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = readPlayersFilters(params);
  const players = usePlayers(filters);
  const markFollowed = useMarkFollowed(filters);

  const update = (next: Partial<PlayersFilters>, options?: { replace?: boolean }) =>
    setParams(writePlayersFilters({ ...filters, ...next }), { replace: options?.replace ?? false, preventScrollReset: true });
  const list = players.data?.pages.flat() ?? [];

  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Players' })} description={t({ defaultMessage: 'Find players, follow them and open their profiles.' })} />
      <div className="flex flex-col gap-6">
        <PlayersFiltersBar filters={filters} onChange={update} />
        {players.isPending ? (
          <div className="flex justify-center py-12 text-muted-foreground">
            <Spinner label={t({ defaultMessage: 'Loading players...' })} />
          </div>
        ) : players.isError ? (
          <ErrorState title={t({ defaultMessage: 'Error loading players' })} onRetry={() => void players.refetch()} retrying={players.isFetching} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={t({ defaultMessage: 'No players found for your search.' })}
            action={
              hasActivePlayersFilters(filters) ? (
                <Button variant="outline" onClick={() => update({ ...emptyPlayersFilters, sort: filters.sort })}>
                  {t({ defaultMessage: 'Clear Filters' })}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <section aria-label={t({ defaultMessage: 'Players found' })} aria-busy={players.isPlaceholderData} className="flex flex-col gap-6">
            <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
              {list.map((player) => (
                <PlayerCard key={player.id} player={player} onFollowChange={(following) => markFollowed(player.id, following)} />
              ))}
            </ul>
            {players.hasNextPage && (
              <Button variant="outline" className="self-center" onClick={() => void players.fetchNextPage()} disabled={players.isFetchingNextPage}>
                {players.isFetchingNextPage ? t({ defaultMessage: 'Loading...' }) : t({ defaultMessage: 'Load more' })}
              </Button>
            )}
            {players.isFetchNextPageError && (
              <p role="alert" className="text-center text-sm text-destructive-text">
                {t({ defaultMessage: 'Could not load more players. Try again.' })}
              </p>
            )}
          </section>
        )}
      </div>
    </>
  );
}
