import { Trophy } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTournaments } from '../api/get-tournaments.ts';
import { Pagination } from '../components/pagination.tsx';
import { StatusFallbackNote } from '../components/status-fallback-note.tsx';
import { TournamentCard } from '../components/tournament-card.tsx';
import { TournamentsFiltersBar } from '../components/tournaments-filters-bar.tsx';
import { TournamentsGridSkeleton } from '../components/tournaments-grid-skeleton.tsx';
import { readTournamentsFilters, writeTournamentsFilters, type TournamentsFilters } from '../lib/tournaments-filters.ts';

/** Tournaments list (spec §2), behind the login guard. Search, game, status and page live in the URL. */
export default function TournamentsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readTournamentsFilters(params);
  const list = useTournaments(filters);

  const update = (next: Partial<TournamentsFilters>, options?: { replace?: boolean }) =>
    setParams(writeTournamentsFilters({ ...filters, ...next }), { replace: options?.replace ?? false });
  const filtered = Boolean(filters.search || filters.game || filters.status);

  return (
    <>
      <PageHeader title="Tournaments" description="Find a tournament to join, follow its matches and win prizes." />
      <TournamentsFiltersBar filters={filters} onChange={update} />
      {list.isPending ? (
        <TournamentsGridSkeleton />
      ) : list.isError ? (
        <ErrorState title="Could not load tournaments" onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <section aria-label="Results" aria-busy={list.isPlaceholderData} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            {!filters.status && <StatusFallbackNote applied={list.data.appliedStatus} />}
            <p className="text-sm text-muted-foreground">
              {list.data.total === 1 ? '1 tournament found' : `${list.data.total} tournaments found`}
            </p>
          </div>
          {list.data.items.length === 0 ? (
            <EmptyState
              icon={Trophy}
              title="No tournaments found"
              description={filtered ? 'Try another search, game or status.' : 'New tournaments appear here as organizers open them.'}
              action={
                filtered && (
                  <Button onClick={() => setParams(new URLSearchParams())}>Clear Filters</Button>
                )
              }
            />
          ) : (
            <ul
              aria-label="Tournaments"
              className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {list.data.items.map((t) => (
                <TournamentCard key={t.id} tournament={t} />
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
