import { Trophy } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useTournaments } from '../api/get-tournaments.ts';
import { Pagination } from '../components/pagination.tsx';
import { StatusFallbackNote } from '../components/status-fallback-note.tsx';
import { TournamentCard } from '../components/tournament-card.tsx';
import { TournamentsFiltersBar } from '../components/tournaments-filters-bar.tsx';
import { TournamentsGridSkeleton } from '../components/tournaments-grid-skeleton.tsx';
import { readTournamentsFilters, writeTournamentsFilters, type TournamentsFilters } from '../lib/tournaments-filters.ts';

/** Tournaments list (spec §2), behind the login guard. Search, game, status and page live in the URL. */
export default function TournamentsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = readTournamentsFilters(params);
  const list = useTournaments(filters);

  const update = (next: Partial<TournamentsFilters>, options?: { replace?: boolean }) =>
    setParams(writeTournamentsFilters({ ...filters, ...next }), { replace: options?.replace ?? false });
  const filtered = Boolean(filters.search || filters.game || filters.status);

  return (
    <>
      <PageHeader
        title={t({ defaultMessage: 'Tournaments' })}
        description={t({ defaultMessage: 'Find a tournament to join, follow its matches and win prizes.' })}
      />
      <TournamentsFiltersBar filters={filters} onChange={update} />
      {list.isPending ? (
        <TournamentsGridSkeleton />
      ) : list.isError ? (
        <ErrorState title={t({ defaultMessage: 'Could not load tournaments' })} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <section aria-label={t({ defaultMessage: 'Results', description: 'The list of tournaments a search found' })} aria-busy={list.isPlaceholderData} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            {!filters.status && <StatusFallbackNote applied={list.data.appliedStatus} />}
            <p className="text-sm text-muted-foreground">
              {t({ defaultMessage: '{count, plural, one {# tournament found} other {# tournaments found}}' }, { count: list.data.total })}
            </p>
          </div>
          {list.data.items.length === 0 ? (
            <EmptyState
              icon={Trophy}
              title={t({ defaultMessage: 'No tournaments found' })}
              description={
                filtered
                  ? t({ defaultMessage: 'Try another search, game or status.' })
                  : t({ defaultMessage: 'New tournaments appear here as organizers open them.' })
              }
              action={
                filtered && (
                  <Button onClick={() => setParams(new URLSearchParams())}>{t({ defaultMessage: 'Clear Filters' })}</Button>
                )
              }
            />
          ) : (
            <ul
              aria-label={t({ defaultMessage: 'Tournaments' })}
              className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {list.data.items.map((tournament) => (
                <TournamentCard key={tournament.id} tournament={tournament} />
              ))}
            </ul>
          )}
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(page) => {
              update({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        </section>
      )}
    </>
  );
}
