import type { RequestStatus } from '@clutch/contract/competition';
import type { PaymentStatus } from '@clutch/contract/teams';
import { ArrowLeft, Crown, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { formatDateTime } from '@/lib/format.ts';
import { isApiError } from '@/lib/http.ts';
import { useInvite } from '../api/get-invite.ts';
import { InviteActions, inviteStatusOf } from '../components/invite-actions.tsx';
import { InviteStatusBadge } from '../components/invite-status-badge.tsx';
import { TeamPhoto } from '../components/team-photo.tsx';

const paymentText: Record<PaymentStatus, string> = { PENDING: 'Pending', PAID: 'Paid', NOT_REQUIRED: 'No fee', REFUNDED: 'Refunded' };
const requestText: Record<RequestStatus, string> = { PENDING: 'Pending approval', ACCEPTED: 'Accepted', REJECTED: 'Rejected', CANCELLED: 'Withdrawn' };

const back = (
  <Button asChild variant="outline">
    <Link to={paths.app.teamInvites()}>
      <ArrowLeft aria-hidden />
      Back to invites
    </Link>
  </Button>
);

/** One invite, readable: the team, its captain and members, the tournament, the statuses; Accept and Reject. */
export default function TeamInvitePage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const query = useInvite(id);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">Loading...</p>
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && [400, 403, 404].includes(query.error.status)) {
      return <EmptyState icon={SearchX} title="Invite not found." description="It may have been removed, or it was meant for somebody else." action={back} />;
    }
    return <ErrorState title="Could not load the invite" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const invite = query.data;
  const tournament = invite.tournament ?? invite.team.tournament;
  const mine = user.id !== invite.team.captain.id;

  return (
    <div className="flex flex-col gap-6">
      <title>{`Invite to ${invite.team.name} · Clutch`}</title>
      <PageHeader title="Team Invite" description={`${invite.team.captain.nickName} invited you to play in ${invite.team.name}.`} actions={back} />
      <section className="flex flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <TeamPhoto name={invite.team.name} photoUrl={invite.team.photoUrl} className="size-14" />
            <div className="min-w-0">
              <h2 className="text-xl font-semibold break-words">{invite.team.name}</h2>
              {invite.team.bio && <p className="text-sm text-muted-foreground">{invite.team.bio}</p>}
            </div>
          </div>
          <InviteStatusBadge status={inviteStatusOf(invite)} />
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Tournament</dt>
          <dd>
            {tournament ? (
              <Link to={paths.app.tournament(tournament.id)} className="font-medium text-link underline underline-offset-2">
                {tournament.name}
              </Link>
            ) : (
              'None'
            )}
          </dd>
          <dt className="text-muted-foreground">Captain</dt>
          <dd>
            <Link to={paths.app.user(invite.team.captain.id)} className="font-medium text-link underline underline-offset-2">
              {invite.team.captain.nickName}
            </Link>
          </dd>
          <dt className="text-muted-foreground">Registration</dt>
          <dd>{invite.team.organizationStatus ? requestText[invite.team.organizationStatus] : 'Not registered'}</dd>
          <dt className="text-muted-foreground">Entry fee</dt>
          <dd>{invite.team.paymentStatus ? paymentText[invite.team.paymentStatus] : paymentText[invite.paymentStatus]}</dd>
          <dt className="text-muted-foreground">Invited</dt>
          <dd>{formatDateTime(invite.createdAt)}</dd>
        </dl>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">Members</h3>
          <ul aria-label="Members" className="flex flex-col divide-y rounded-md border">
            {invite.team.members.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
                <span className="inline-flex items-center gap-2">
                  <TeamPhoto name={m.user.nickName} photoUrl={m.user.profilePicUrl} className="size-7" />
                  {m.user.nickName}
                  {m.role === 'CAPTAIN' && (
                    <Badge>
                      <Crown aria-hidden />
                      Captain
                    </Badge>
                  )}
                </span>
                <InviteStatusBadge status={m.inviteStatus} />
              </li>
            ))}
          </ul>
        </div>
        {mine && (
          <div className="flex flex-wrap gap-2">
            <InviteActions invite={invite} />
          </div>
        )}
      </section>
    </div>
  );
}
