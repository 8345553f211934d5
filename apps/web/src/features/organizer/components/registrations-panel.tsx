import type { TeamRegistration } from '@clutch/contract/competition';
import type { Tournament } from '@clutch/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { Check, Users, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { RegistrationCounts } from '@/components/tournament/registration-counts.tsx';
import { RequestStatusBadge } from '@/components/tournament/request-status-badge.tsx';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
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
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useReviewRegistration } from '../api/review-registration.ts';
import { RejectDialog } from './reject-dialog.tsx';

/** Requests can be decided until the tournament starts. */
const reviewable = (t: Tournament) => t.status === 'DRAFT' || t.status === 'OPEN_FOR_REGISTRATION';

function Actions({ r, canReview, onReject, tournamentId }: { r: TeamRegistration; canReview: boolean; onReject: () => void; tournamentId: string }) {
  const review = useReviewRegistration(tournamentId, {
    onSuccess: () => toast.success(`Accepted ${r.team.name}`),
    onError: (e) => toast.error(`Could not accept ${r.team.name}`, { description: errorMessage(e, 'Please try again.') }),
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
          aria-label={`Accept ${r.team.name}`}
          title={unpaid ? 'Waiting for the entry fee to be paid' : undefined}
        >
          {review.isPending ? <Spinner className="size-3" /> : <Check aria-hidden />}
          Accept
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={onReject} aria-label={`Reject ${r.team.name}`}>
        <X aria-hidden />
        Reject
      </Button>
    </div>
  );
}

const FEE_LABELS: Record<NonNullable<TeamRegistration['paymentStatus']>, string> = {
  NOT_REQUIRED: 'Free',
  PENDING: 'Unpaid',
  PAID: 'Paid',
  REFUNDED: 'Refunded',
};

/** The entry fee's state: an unpaid registration cannot be accepted yet. */
function FeeStatus({ status }: { status: TeamRegistration['paymentStatus'] }) {
  if (!status) return <span className="text-muted-foreground">—</span>;
  return <span className={status === 'PENDING' ? 'font-medium text-warning-text' : undefined}>{FEE_LABELS[status]}</span>;
}

function Captain({ captain }: { captain: TeamRegistration['team']['captain'] }) {
  return (
    <Link to={paths.app.user(captain.id)} className="text-link underline underline-offset-2">
      {captain.nickName}
    </Link>
  );
}

function RegistrationRows({ rows, actions }: { rows: TeamRegistration[]; actions: (r: TeamRegistration) => React.ReactNode }) {
  const wide = useMediaQuery('(min-width: 768px)');
  if (wide) {
    return (
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">Team registrations</caption>
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">Team</th>
              <th scope="col" className="px-4 py-3 font-medium">Captain</th>
              <th scope="col" className="px-4 py-3 font-medium">Members</th>
              <th scope="col" className="px-4 py-3 font-medium">Requested</th>
              <th scope="col" className="px-4 py-3 font-medium">Entry fee</th>
              <th scope="col" className="px-4 py-3 font-medium">Status</th>
              <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">Actions</span></th>
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
                  {r.rejectionReason && <p className="mt-1 text-xs text-muted-foreground">Reason: {r.rejectionReason}</p>}
                </td>
                <td className="px-4 py-3"><Captain captain={r.team.captain} /></td>
                <td className="px-4 py-3 tabular-nums">{r.team.membersCount}</td>
                <td className="px-4 py-3 whitespace-nowrap"><time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time></td>
                <td className="px-4 py-3"><FeeStatus status={r.paymentStatus} /></td>
                <td className="px-4 py-3"><RequestStatusBadge status={r.requestStatus} /></td>
                <td className="px-4 py-3">{actions(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul aria-label="Team registrations" className="flex flex-col gap-2">
      {rows.map((r) => (
        <li key={r.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
          <div className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2 font-medium">
              <TeamAvatar name={r.team.name} photoUrl={r.team.photoUrl} />
              <span className="truncate">{r.team.name}</span>
            </span>
            <RequestStatusBadge status={r.requestStatus} />
          </div>
          <p className="text-sm text-muted-foreground">
            Captain <Captain captain={r.team.captain} /> · {r.team.membersCount === 1 ? '1 member' : `${r.team.membersCount} members`} · {formatDate(r.createdAt)}
            {r.paymentStatus && (
              <>
                {' · Entry fee '}
                <FeeStatus status={r.paymentStatus} />
              </>
            )}
          </p>
          {r.rejectionReason && <p className="text-xs text-muted-foreground">Reason: {r.rejectionReason}</p>}
          {actions(r)}
        </li>
      ))}
    </ul>
  );
}

/** Registrations: counts, search by team or captain, a tab per request status, Accept and Reject with a reason. */
export function RegistrationsPanel({ tournament: t }: { tournament: Tournament }) {
  const query = useQuery(teamRegistrationsQueryOptions(t.id));
  // Before the start the requests to decide come first; after it, the teams that play.
  const [filter, setFilter] = useState<RegistrationFilter>(() => (reviewable(t) ? 'PENDING' : 'ACCEPTED'));
  const [search, setSearch] = useState('');
  const [rejecting, setRejecting] = useState<TeamRegistration | null>(null);

  if (query.isPending)
    return (
      <div role="status" aria-label="Loading registrations" className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError) return <ErrorState title="Could not load registrations" onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const all = query.data;
  const shown = all.filter((r) => (filter === 'all' || r.requestStatus === filter) && matchesRegistrationSearch(r, search));
  const canReview = reviewable(t);
  return (
    <div className="flex flex-col gap-4">
      <RegistrationCounts registrations={all} />
      {!canReview && <p className="text-sm text-muted-foreground">Requests can be accepted or rejected only before the tournament starts.</p>}
      <Tabs value={filter} onValueChange={(v) => setFilter(v as RegistrationFilter)} className="flex flex-col gap-4">
        <RegistrationFilterBar search={search} onSearchChange={setSearch} />
        {registrationFilters.map((f) => (
          <TabsContent key={f} value={f}>
            {shown.length ? (
              <RegistrationRows
                rows={shown}
                actions={(r) => <Actions r={r} canReview={canReview} tournamentId={t.id} onReject={() => setRejecting(r)} />}
              />
            ) : (
              <EmptyState
                icon={Users}
                title={all.length ? 'No teams match' : 'No registrations yet'}
                description={
                  all.length
                    ? 'Try another status or search.'
                    : t.status === 'DRAFT'
                      ? 'Publish the tournament so teams can find it; their requests appear here.'
                      : 'Teams appear here as soon as they ask to play.'
                }
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <RejectDialog registration={rejecting} tournamentId={t.id} onClose={() => setRejecting(null)} />
    </div>
  );
}
