import type { Match } from '@clutch/contract/competition';
import { Swords } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useTournamentMatches } from '../../api/get-tournament-matches.ts';
import { matchScore } from '../../lib/match-score.ts';
import { MatchStatusBadge } from './match-status-badge.tsx';

const side = (m: Match, slot: 1 | 2) => m.results.find((r) => r.slot === slot)?.teamName ?? 'TBD';
const when = (m: Match) => (m.starteDate ? formatDateTime(m.starteDate) : 'Not scheduled');

/** Soonest first; unscheduled matches last, in structure order. */
function byTime(a: Match, b: Match) {
  const ta = a.starteDate ? Date.parse(a.starteDate) : Infinity;
  const tb = b.starteDate ? Date.parse(b.starteDate) : Infinity;
  return ta - tb || a.round - b.round || a.number - b.number;
}

function MatchesTable({ matches }: { matches: Match[] }) {
  return (
    <div className="overflow-hidden rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Teams</th>
            <th scope="col" className="px-4 py-3 text-center font-medium">Score</th>
            <th scope="col" className="px-4 py-3 font-medium">Date and time</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => (
            <tr key={m.id} className="border-t">
              <td className="px-4 py-3 font-medium">
                {side(m, 1)} <span className="text-muted-foreground">–</span> {side(m, 2)}
                {m.details && <span className="block text-xs font-normal text-muted-foreground">{m.details}</span>}
              </td>
              <td className="px-4 py-3 text-center font-semibold tabular-nums">{matchScore(m)}</td>
              <td className="px-4 py-3 text-muted-foreground">{when(m)}</td>
              <td className="px-4 py-3"><MatchStatusBadge status={m.status} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MatchesCards({ matches }: { matches: Match[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {matches.map((m) => (
        <li key={m.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <div className="flex items-center justify-between gap-2">
            <MatchStatusBadge status={m.status} />
            <span className="text-xs text-muted-foreground">{when(m)}</span>
          </div>
          <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-sm font-medium">
            <span className="truncate">{side(m, 1)}</span>
            <span className="rounded-md bg-muted px-2 py-0.5 font-semibold tabular-nums">{matchScore(m)}</span>
            <span className="truncate text-right">{side(m, 2)}</span>
          </div>
          {m.details && <p className="text-xs text-muted-foreground">{m.details}</p>}
        </li>
      ))}
    </ul>
  );
}

/** Matches (spec §2): a table from 768 px, cards below; 'vs' until a score is in. */
export function MatchesTab({ tournamentId }: { tournamentId: string }) {
  const query = useTournamentMatches(tournamentId);
  const wide = useMediaQuery('(min-width: 768px)');
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading matches" className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-14 w-full" />)}
      </div>
    );
  }
  if (query.isError) return <ErrorState title="Could not load matches" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data.length) {
    return <EmptyState icon={Swords} title="No matches yet" description="Matches appear here once the organizer generates the schedule." />;
  }
  const matches = [...query.data].sort(byTime);
  return wide ? <MatchesTable matches={matches} /> : <MatchesCards matches={matches} />;
}
