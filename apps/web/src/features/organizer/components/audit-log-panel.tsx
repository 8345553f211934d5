import type { AuditEntry } from '@clutch/contract/competition';
import type { Tournament } from '@clutch/contract/tournaments';
import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { scoreText } from '../lib/match-rounds.ts';

const actionLabels: Record<AuditEntry['action'], MessageDescriptor> = {
  ENTERED: defineMessage({ defaultMessage: 'Result entered' }),
  REPORTED: defineMessage({ defaultMessage: 'Reported', description: 'Audit log: a captain reported a result' }),
  CONFIRMED: defineMessage({ defaultMessage: 'Confirmed', description: 'Audit log: a reported result was confirmed' }),
  DISPUTED: defineMessage({ defaultMessage: 'Disputed', description: 'Audit log: a reported result was disputed' }),
  AUTO_ACCEPTED: defineMessage({ defaultMessage: 'Accepted automatically', description: 'Audit log: a report nobody answered was accepted' }),
  RESOLVED: defineMessage({ defaultMessage: 'Dispute resolved' }),
  CORRECTED: defineMessage({ defaultMessage: 'Corrected', description: 'Audit log: a finished result was corrected' }),
  FORFEIT: defineMessage({ defaultMessage: 'Forfeit', description: 'Audit log: a match was decided by a forfeit' }),
};

const who = (e: AuditEntry, t: Translate) => e.actor?.nickName ?? t({ defaultMessage: 'System', description: 'Audit log: the change was made by the platform, not a person' });

function Change({ entry: e }: { entry: AuditEntry }) {
  const t = useT();
  return (
    <span className="font-mono whitespace-nowrap tabular-nums">
      {scoreText(e.before, t)} <span aria-hidden>→ </span>
      <span className="sr-only">{t({ defaultMessage: 'to', description: 'Audit log, read aloud between the score before and after: “2 - 1 to 0 - 1”' })} </span>
      {scoreText(e.after, t)}
    </span>
  );
}

const affectedText = (e: AuditEntry, t: Translate) =>
  e.affectedMatchIds.length
    ? t({ defaultMessage: '{count, plural, one {# later match changed} other {# later matches changed}}' }, { count: e.affectedMatchIds.length })
    : null;

/** Audit log: who changed which result, from what to what, and when (newest first). */
export function AuditLogPanel({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const query = useAuditLog(tournament.id);
  const wide = useMediaQuery('(min-width: 768px)');
  if (query.isPending)
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading audit log' })} className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  if (query.isError) return <ErrorState title={t({ defaultMessage: 'Could not load the audit log' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={History}
        title={t({ defaultMessage: 'No result changes yet' })}
        description={t({ defaultMessage: 'Every result entered, reported, confirmed or corrected is recorded here.' })}
      />
    );
  const entries = query.data;
  if (!wide)
    return (
      <ul aria-label={t({ defaultMessage: 'Audit log' })} className="flex flex-col gap-2">
        {entries.map((e) => (
          <li key={e.id} className="flex flex-col gap-1 rounded-lg border bg-card p-4 text-sm">
            <div className="flex items-center justify-between gap-2">
              <Badge variant="outline">{t(actionLabels[e.action])}</Badge>
              <time dateTime={e.createdAt} className="text-xs text-muted-foreground">
                {formatDateTime(e.createdAt, { timeZone: tournament.timeZone })}
              </time>
            </div>
            <p className="font-medium">{e.matchLabel}</p>
            <p>{t({ defaultMessage: '{change} · by {who}' }, { change: <Change entry={e} />, who: who(e, t) })}</p>
            {affectedText(e, t) && <p className="text-xs text-muted-foreground">{affectedText(e, t)}</p>}
            {e.note && <p className="text-xs text-muted-foreground">{e.note}</p>}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{t({ defaultMessage: 'Audit log' })}</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'When' })}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Match' })}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'What', description: 'Audit log column: what happened to the result' })}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Who' })}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Before → after' })}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t align-top">
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, { timeZone: tournament.timeZone })}</time>
              </td>
              <td className="px-4 py-3">{e.matchLabel}</td>
              <td className="px-4 py-3">
                {t(actionLabels[e.action])}
                {affectedText(e, t) && <p className="text-xs text-muted-foreground">{affectedText(e, t)}</p>}
                {e.note && <p className="text-xs text-muted-foreground">{e.note}</p>}
              </td>
              <td className="px-4 py-3">{who(e, t)}</td>
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
