import type { TeamRegistration } from '@clutch/contract/competition';
import type { Tournament } from '@clutch/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { Check, CircleCheck, Users, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { RegistrationCounts } from '@/components/tournament/registration-counts.tsx';
import { RequestStatusBadge } from '@/components/tournament/request-status-badge.tsx';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import {
  matchesRegistrationSearch,
  RegistrationFilterBar,
  registrationFilters,
  type RegistrationFilter,
} from '@/components/tournament/registration-filter-bar.tsx';
import { teamRegistrationsQueryOptions } from '@/features/tournaments/api/get-team-registrations.ts';
import { formatDate } from '@/lib/format.ts';
import { errorMessage } from '@/lib/http.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useReviewRegistration } from '../api/review-registration.ts';
import { reject, RejectDialog } from './reject-dialog.tsx';

const teamRegistrations = defineMessage({ defaultMessage: 'Team registrations' });
const reasonLine = defineMessage({ defaultMessage: 'Reason: {reason}', description: 'Why a team’s registration was rejected' });

/** Requests can be decided until the tournament starts. */
const reviewable = (t: Tournament) => t.status === 'DRAFT' || t.status === 'OPEN_FOR_REGISTRATION';

function Actions({ r, canReview, onReject, tournamentId }: { r: TeamRegistration; canReview: boolean; onReject: () => void; tournamentId: string }) {
  const t = useT();
  const team = r.team.name;
  const review = useReviewRegistration(tournamentId, {
    onSuccess: () => toast.success(t({ defaultMessage: 'Accepted {team}' }, { team })),
    onError: (e) => toast.error(t({ defaultMessage: 'Could not accept {team}' }, { team }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
  });
  if (!canReview || (r.requestStatus !== 'PENDING' && r.requestStatus !== 'ACCEPTED')) return null;
  const unpaid = r.paymentStatus === 'PENDING';
  const accept = () => review.mutate({ registrationId: r.id, decision: 'accept' });
  return (
    <div className="flex flex-wrap gap-2">
      {r.requestStatus === 'PENDING' && (
        <Button
          size="sm"
          onClick={accept}
          disabled={review.isPending || unpaid}
          aria-label={t({ defaultMessage: 'Accept {team}' }, { team })}
          title={unpaid ? t({ defaultMessage: 'Waiting for the entry fee to be paid' }) : undefined}
        >
          {review.isPending ? <Spinner className="size-3" /> : <Check aria-hidden />}
          {t({ defaultMessage: 'Accept', description: 'Button: accept a team’s registration request' })}
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={onReject} aria-label={t({ defaultMessage: 'Reject {team}' }, { team })}>
        <X aria-hidden />
        {t(reject)}
      </Button>
    </div>
  );
}

const FEE_LABELS: Record<NonNullable<TeamRegistration['paymentStatus']>, MessageDescriptor> = {
  NOT_REQUIRED: defineMessage({ defaultMessage: 'Free', description: 'Entry fee state: the tournament costs nothing' }),
  PENDING: defineMessage({ defaultMessage: 'Unpaid', description: 'Entry fee state' }),
  PAID: defineMessage({ defaultMessage: 'Paid', description: 'Entry fee state' }),
  REFUNDED: defineMessage({ defaultMessage: 'Refunded', description: 'Entry fee state' }),
};

/** The entry fee's state: an unpaid registration cannot be accepted yet. */
function FeeStatus({ status }: { status: TeamRegistration['paymentStatus'] }) {
  const t = useT();
  if (!status) return <span className="text-muted-foreground">—</span>;
  return <span className={status === 'PENDING' ? 'font-medium text-warning-text' : undefined}>{t(FEE_LABELS[status])}</span>;
}

function Captain({ captain }: { captain: TeamRegistration['team']['captain'] }) {
  return (
    <Link to={paths.app.user(captain.id)} className="text-link underline underline-offset-2">
      {captain.nickName}
    </Link>
  );
}

/** An accepted entrant who checked in (shown only when the tournament has check-in). */
function CheckedInBadge({ r, checkIn }: { r: TeamRegistration; checkIn: boolean }) {
  const t = useT();
  if (!checkIn || !r.checkedIn || r.requestStatus !== 'ACCEPTED') return null;
  return (
    <Badge variant="success">
      <CircleCheck aria-hidden />
      {t({ defaultMessage: 'Checked in' })}
    </Badge>
  );
}

function RegistrationRows({
  rows,
  actions,
  checkIn,
}: {
  rows: TeamRegistration[];
  actions: (r: TeamRegistration) => React.ReactNode;
  checkIn: boolean;
}) {
  const t = useT();
  const wide = useMediaQuery('(min-width: 768px)');
  if (wide) {
    return (
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t(teamRegistrations)}</caption>
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Team' })}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Captain' })}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Members' })}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Requested', description: 'Column: the day a team asked to play' })}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Entry fee' })}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Status' })}</th>
              <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">{t({ defaultMessage: 'Actions' })}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t align-top">
                <td className="px-4 py-3">
                  <span className="flex items-center gap-2 font-medium">
                    <TeamAvatar name={r.team.name} photoUrl={r.team.photoUrl} />
                    {r.team.name}
                  </span>
                  {r.rejectionReason && <p className="mt-1 text-xs text-muted-foreground">{t(reasonLine, { reason: r.rejectionReason })}</p>}
                </td>
                <td className="px-4 py-3"><Captain captain={r.team.captain} /></td>
                <td className="px-4 py-3 tabular-nums">{r.team.membersCount}</td>
                <td className="px-4 py-3 whitespace-nowrap"><time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time></td>
                <td className="px-4 py-3"><FeeStatus status={r.paymentStatus} /></td>
                <td className="px-4 py-3">
                  <span className="flex flex-wrap gap-1">
                    <RequestStatusBadge status={r.requestStatus} />
                    <CheckedInBadge r={r} checkIn={checkIn} />
                  </span>
                </td>
                <td className="px-4 py-3">{actions(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul aria-label={t(teamRegistrations)} className="flex flex-col gap-2">
      {rows.map((r) => {
        const facts = { captain: <Captain captain={r.team.captain} />, count: r.team.membersCount, date: formatDate(r.createdAt) };
        return (
          <li key={r.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
            <div className="flex items-center justify-between gap-2">
              <span className="flex min-w-0 items-center gap-2 font-medium">
                <TeamAvatar name={r.team.name} photoUrl={r.team.photoUrl} />
                <span className="truncate">{r.team.name}</span>
              </span>
              <span className="flex flex-wrap justify-end gap-1">
                <RequestStatusBadge status={r.requestStatus} />
                <CheckedInBadge r={r} checkIn={checkIn} />
              </span>
            </div>
            <p className="text-sm text-muted-foreground">
              {r.paymentStatus
                ? t(
                    { defaultMessage: 'Captain {captain} · {count, plural, one {# member} other {# members}} · {date} · Entry fee {fee}' },
                    { ...facts, fee: <FeeStatus status={r.paymentStatus} /> },
                  )
                : t({ defaultMessage: 'Captain {captain} · {count, plural, one {# member} other {# members}} · {date}' }, facts)}
            </p>
            {r.rejectionReason && <p className="text-xs text-muted-foreground">{t(reasonLine, { reason: r.rejectionReason })}</p>}
            {actions(r)}
          </li>
        );
      })}
    </ul>
  );
}

/** Registrations: counts, search by team or captain, a tab per request status, Accept and Reject with a reason. */
export function RegistrationsPanel({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const query = useQuery(teamRegistrationsQueryOptions(tournament.id));
  // Before the start the requests to decide come first; after it, the teams that play.
  const [filter, setFilter] = useState<RegistrationFilter>(() => (reviewable(tournament) ? 'PENDING' : 'ACCEPTED'));
  const [search, setSearch] = useState('');
  const [rejecting, setRejecting] = useState<TeamRegistration | null>(null);

  if (query.isPending)
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading registrations' })} className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError) return <ErrorState title={t({ defaultMessage: 'Could not load registrations' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const all = query.data;
  const shown = all.filter((r) => (filter === 'all' || r.requestStatus === filter) && matchesRegistrationSearch(r, search));
  const canReview = reviewable(tournament);
  const checkIn = tournament.competition.checkInMinutes > 0;
  const accepted = all.filter((r) => r.requestStatus === 'ACCEPTED');
  return (
    <div className="flex flex-col gap-4">
      <RegistrationCounts registrations={all} />
      {checkIn && (
        <p className="text-sm font-medium" data-testid="check-in-count">
          {t(
            { defaultMessage: '{checkedIn} of {accepted} checked in', description: 'Accepted entrants who checked in' },
            { checkedIn: accepted.filter((r) => r.checkedIn).length, accepted: accepted.length },
          )}
        </p>
      )}
      {!canReview && (
        <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'Requests can be accepted or rejected only before the tournament starts.' })}</p>
      )}
      <Tabs value={filter} onValueChange={(v) => setFilter(v as RegistrationFilter)} className="flex flex-col gap-4">
        <RegistrationFilterBar search={search} onSearchChange={setSearch} />
        {registrationFilters.map((f) => (
          <TabsContent key={f} value={f}>
            {shown.length ? (
              <RegistrationRows
                rows={shown}
                checkIn={checkIn}
                actions={(r) => <Actions r={r} canReview={canReview} tournamentId={tournament.id} onReject={() => setRejecting(r)} />}
              />
            ) : (
              <EmptyState
                icon={Users}
                title={all.length ? t({ defaultMessage: 'No teams match' }) : t({ defaultMessage: 'No registrations yet' })}
                description={
                  all.length
                    ? t({ defaultMessage: 'Try another status or search.' })
                    : tournament.status === 'DRAFT'
                      ? t({ defaultMessage: 'Publish the tournament so teams can find it; their requests appear here.' })
                      : t({ defaultMessage: 'Teams appear here as soon as they ask to play.' })
                }
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <RejectDialog registration={rejecting} tournamentId={tournament.id} onClose={() => setRejecting(null)} />
    </div>
  );
}
