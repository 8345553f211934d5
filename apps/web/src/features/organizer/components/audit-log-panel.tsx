import type { AuditEntry } from '@clutch/contract/competition';
import type { Tournament } from '@clutch/contract/tournaments';
import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { scoreText } from '../lib/match-rounds.ts';

const actionLabels: Record<AuditEntry['action'], string> = {
  ENTERED: 'Result entered',
  REPORTED: 'Reported',
  CONFIRMED: 'Confirmed',
  DISPUTED: 'Disputed',
  AUTO_ACCEPTED: 'Accepted automatically',
  RESOLVED: 'Dispute resolved',
  CORRECTED: 'Corrected',
  FORFEIT: 'Forfeit',
};

const who = (e: AuditEntry) => e.actor?.nickName ?? 'System';

function Change({ entry: e }: { entry: AuditEntry }) {
  return (
    <span className="font-mono whitespace-nowrap tabular-nums">
      {scoreText(e.before)} <span aria-hidden>→ </span>
      <span className="sr-only">to </span>
      {scoreText(e.after)}
    </span>
  );
}

const affectedText = (e: AuditEntry) =>
  e.affectedMatchIds.length ? `${e.affectedMatchIds.length} later ${e.affectedMatchIds.length === 1 ? 'match' : 'matches'} changed` : null;

/** Audit log: who changed which result, from what to what, and when (newest first). */
export function AuditLogPanel({ tournament: t }: { tournament: Tournament }) {
  const query = useAuditLog(t.id);
  const wide = useMediaQuery('(min-width: 768px)');
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading audit log" className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  if (query.isError) return <ErrorState title="Could not load the audit log" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0)
    return <EmptyState icon={History} title="No result changes yet" description="Every result entered, reported, confirmed or corrected is recorded here." />;
  const entries = query.data;
  if (!wide)
    return (
      <ul aria-label="Audit log" className="flex flex-col gap-2">
        {entries.map((e) => (
          <li key={e.id} className="flex flex-col gap-1 rounded-lg border bg-card p-4 text-sm">
            <div className="flex items-center justify-between gap-2">
              <Badge variant="outline">{actionLabels[e.action]}</Badge>
              <time dateTime={e.createdAt} className="text-xs text-muted-foreground">
                {formatDateTime(e.createdAt, { timeZone: t.timeZone })}
              </time>
            </div>
            <p className="font-medium">{e.matchLabel}</p>
            <p>
              <Change entry={e} /> · by {who(e)}
            </p>
            {affectedText(e) && <p className="text-xs text-muted-foreground">{affectedText(e)}</p>}
            {e.note && <p className="text-xs text-muted-foreground">{e.note}</p>}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Audit log</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">When</th>
            <th scope="col" className="px-4 py-3 font-medium">Match</th>
            <th scope="col" className="px-4 py-3 font-medium">What</th>
            <th scope="col" className="px-4 py-3 font-medium">Who</th>
            <th scope="col" className="px-4 py-3 font-medium">Before → after</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t align-top">
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, { timeZone: t.timeZone })}</time>
              </td>
              <td className="px-4 py-3">{e.matchLabel}</td>
              <td className="px-4 py-3">
                {actionLabels[e.action]}
                {affectedText(e) && <p className="text-xs text-muted-foreground">{affectedText(e)}</p>}
                {e.note && <p className="text-xs text-muted-foreground">{e.note}</p>}
              </td>
              <td className="px-4 py-3">{who(e)}</td>
              <td className="px-4 py-3">
                <Change entry={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
