import { Users } from 'lucide-react';
import { useState } from 'react';
import { RegistrationCounts } from '@/components/tournament/registration-counts.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent } from '@/components/ui/tabs.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useTeamRegistrations } from '../../api/get-team-registrations.ts';
import {
  matchesRegistrationSearch,
  RegistrationFilterBar,
  registrationFilters,
  type RegistrationFilter,
} from '@/components/tournament/registration-filter-bar.tsx';
import { TeamsList } from './teams-list.tsx';

/** Teams (spec §2): counts, a search by team or captain, and one tab per request status (Accepted first). */
export function TeamsTab({ tournamentId }: { tournamentId: string }) {
  const t = useT();
  const query = useTeamRegistrations(tournamentId);
  const [filter, setFilter] = useState<RegistrationFilter>('ACCEPTED');
  const [search, setSearch] = useState('');

  if (query.isPending) {
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading teams' })} className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) return <ErrorState title={t({ defaultMessage: 'Could not load teams' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const all = query.data;
  const shown = all.filter((r) => (filter === 'all' || r.requestStatus === filter) && matchesRegistrationSearch(r, search));
  return (
    <div className="flex flex-col gap-4">
      <RegistrationCounts registrations={all} />
      <Tabs value={filter} onValueChange={(v) => setFilter(v as RegistrationFilter)} className="flex flex-col gap-4">
        <RegistrationFilterBar search={search} onSearchChange={setSearch} />
        {registrationFilters.map((f) => (
          <TabsContent key={f} value={f}>
            {shown.length ? (
              <TeamsList registrations={shown} />
            ) : (
              <EmptyState
                icon={Users}
                title={all.length ? t({ defaultMessage: 'No teams match' }) : t({ defaultMessage: 'No teams yet' })}
                description={
                  all.length
                    ? t({ defaultMessage: 'Try another status or search.' })
                    : t({ defaultMessage: 'Teams appear here once they ask to play this tournament.' })
                }
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
