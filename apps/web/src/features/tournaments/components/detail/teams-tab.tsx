import type { RequestStatus, TeamRegistration } from '@clutch/contract/competition';
import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useTeamRegistrations } from '../../api/get-team-registrations.ts';
import { TeamsList } from './teams-list.tsx';

type Filter = 'all' | RequestStatus;
const filters: Filter[] = ['all', 'ACCEPTED', 'PENDING', 'REJECTED', 'CANCELLED'];
const filterLabels: Record<Filter, string> = {
  all: 'All',
  ACCEPTED: 'Accepted',
  PENDING: 'Pending',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

function matchesSearch(r: TeamRegistration, text: string) {
  const q = text.trim().toLowerCase();
  return !q || r.team.name.toLowerCase().includes(q) || r.team.captain.nickName.toLowerCase().includes(q);
}

function Counts({ registrations }: { registrations: TeamRegistration[] }) {
  const count = (s: RequestStatus) => registrations.filter((r) => r.requestStatus === s).length;
  const items: [string, number][] = [
    ['Accepted', count('ACCEPTED')],
    ['Pending', count('PENDING')],
    ['Rejected', count('REJECTED')],
    ['Total', registrations.length],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, n]) => (
        <div key={label} className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{n}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Teams (spec §2): counts, a search by team or captain, and one tab per request status (Accepted first). */
export function TeamsTab({ tournamentId }: { tournamentId: string }) {
  const query = useTeamRegistrations(tournamentId);
  const searchId = useId();
  const [filter, setFilter] = useState<Filter>('ACCEPTED');
  const [search, setSearch] = useState('');

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading teams" className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) return <ErrorState title="Could not load teams" onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const all = query.data;
  const shown = all.filter((r) => (filter === 'all' || r.requestStatus === filter) && matchesSearch(r, search));
  return (
    <div className="flex flex-col gap-4">
      <Counts registrations={all} />
      <Tabs value={filter} onValueChange={(v) => setFilter(v as Filter)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TabsList aria-label="Request status">
            {filters.map((f) => (
              <TabsTrigger key={f} value={f}>
                {filterLabels[f]}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="lg:w-72">
            <label htmlFor={searchId} className="sr-only">
              Search teams or captains
            </label>
            <Input
              id={searchId}
              type="search"
              placeholder="Search team or captain..."
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        {filters.map((f) => (
          <TabsContent key={f} value={f}>
            {shown.length ? (
              <TeamsList registrations={shown} />
            ) : (
              <EmptyState
                icon={Users}
                title={all.length ? 'No teams match' : 'No teams yet'}
                description={
                  all.length ? 'Try another status or search.' : 'Teams appear here once they ask to play this tournament.'
                }
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
