import { Flag } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useChatReports } from '../api/get-reports.ts';
import { useResolveChatReport } from '../api/resolve-report.ts';
import { MessageText } from './message-text.tsx';

/** The back-office's open chat reports of one tournament: the message, who reported it and why; dismiss it or delete the message. */
export function ChatReportsSection({ tournamentId }: { tournamentId: string }) {
  const t = useT();
  const reports = useChatReports();
  const resolve = useResolveChatReport();
  const mine = (reports.data ?? []).filter((r) => r.tournamentId === tournamentId);
  return (
    <section aria-labelledby="chat-reports-title" className="flex flex-col gap-3">
      <h2 id="chat-reports-title" className="text-lg font-semibold">
        {t({ defaultMessage: 'Chat reports' })}
      </h2>
      {reports.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : reports.isError ? (
        <div role="alert" className="flex items-center gap-2 text-sm">
          {t({ defaultMessage: 'Could not load the chat reports' })}
          <Button variant="outline" size="sm" onClick={() => void reports.refetch()}>
            {t({ defaultMessage: 'Try again' })}
          </Button>
        </div>
      ) : mine.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Flag aria-hidden className="size-4" />
          {t({ defaultMessage: 'No open chat reports.' })}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {mine.map((report) => (
            <li key={report.id} className="flex flex-col gap-2 rounded-lg border bg-card p-3">
              <div className="text-xs text-muted-foreground">
                {t(
                  { defaultMessage: '{room} · reported by {reporter} · {when}' },
                  { room: report.roomTitle, reporter: report.reporter.nickName, when: formatDateTime(report.createdAt) },
                )}
              </div>
              <blockquote className="border-l-2 pl-3 text-sm">
                <span className="font-semibold">{report.message.author?.nickName ?? t({ defaultMessage: 'Deleted account' })}: </span>
                {report.message.deleted ? <em>{t({ defaultMessage: 'Message deleted' })}</em> : <MessageText text={report.message.text} />}
              </blockquote>
              <p className="text-sm">
                <span className="font-medium">{t({ defaultMessage: 'Reason:' })}</span> {report.reason}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={resolve.isPending} onClick={() => resolve.mutate({ id: report.id, action: 'dismiss' })}>
                  {t({ defaultMessage: 'Dismiss' })}
                </Button>
                <Button variant="destructive" size="sm" disabled={resolve.isPending || report.message.deleted} onClick={() => resolve.mutate({ id: report.id, action: 'delete-message' })}>
                  {t({ defaultMessage: 'Delete message' })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
