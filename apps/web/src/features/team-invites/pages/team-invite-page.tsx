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
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useInvite } from '../api/get-invite.ts';
import { InviteActions, inviteStatusOf } from '../components/invite-actions.tsx';
import { InviteStatusBadge } from '../components/invite-status-badge.tsx';
import { TeamPhoto } from '../components/team-photo.tsx';

const paymentText = {
  PENDING: defineMessage({ defaultMessage: 'Pending', description: "A team's entry fee: not paid yet" }),
  PAID: defineMessage({ defaultMessage: 'Paid', description: "A team's entry fee" }),
  NOT_REQUIRED: defineMessage({ defaultMessage: 'No fee', description: "A team's entry fee: the tournament is free" }),
  REFUNDED: defineMessage({ defaultMessage: 'Refunded', description: "A team's entry fee" }),
} satisfies Record<PaymentStatus, unknown>;
const requestText = {
  PENDING: defineMessage({ defaultMessage: 'Pending approval', description: "A team's registration in a tournament" }),
  ACCEPTED: defineMessage({ defaultMessage: 'Accepted', description: "A team's registration in a tournament" }),
  REJECTED: defineMessage({ defaultMessage: 'Rejected', description: "A team's registration in a tournament" }),
  CANCELLED: defineMessage({ defaultMessage: 'Withdrawn', description: "A team's registration in a tournament: the team withdrew it" }),
} satisfies Record<RequestStatus, unknown>;

function BackToInvites() {
  const t = useT();
  return (
    <Button asChild variant="outline">
      <Link to={paths.app.teamInvites()}>
        <ArrowLeft aria-hidden />
        {t({ defaultMessage: 'Back to invites' })}
      </Link>
    </Button>
  );
}

/** One invite, readable: the team, its captain and members, the tournament, the statuses; Accept and Reject. */
export default function TeamInvitePage() {
  const t = useT();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const query = useInvite(id);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'Loading...' })}</p>
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && [400, 403, 404].includes(query.error.status)) {
      return (
        <EmptyState
          icon={SearchX}
          title={t({ defaultMessage: 'Invite not found.' })}
          description={t({ defaultMessage: 'It may have been removed, or it was meant for somebody else.' })}
          action={<BackToInvites />}
        />
      );
    }
    return <ErrorState title={t({ defaultMessage: 'Could not load the invite' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const invite = query.data;
  const tournament = invite.tournament ?? invite.team.tournament;
  const mine = user.id !== invite.team.captain.id;

  return (
    <div className="flex flex-col gap-6">
      <title>{t({ defaultMessage: 'Invite to {team} · Clutch' }, { team: invite.team.name })}</title>
      <PageHeader
        title={t({ defaultMessage: 'Team Invite' })}
        description={t({ defaultMessage: '{captain} invited you to play in {team}.' }, { captain: invite.team.captain.nickName, team: invite.team.name })}
        actions={<BackToInvites />}
      />
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
          <dt className="text-muted-foreground">{t({ defaultMessage: 'Tournament' })}</dt>
          <dd>
            {tournament ? (
              <Link to={paths.app.tournament(tournament.id)} className="font-medium text-link underline underline-offset-2">
                {tournament.name}
              </Link>
            ) : (
              t({ defaultMessage: 'None', description: 'The tournament of a team that plays in none' })
            )}
          </dd>
          <dt className="text-muted-foreground">{t({ defaultMessage: 'Captain' })}</dt>
          <dd>
            <Link to={paths.app.user(invite.team.captain.id)} className="font-medium text-link underline underline-offset-2">
              {invite.team.captain.nickName}
            </Link>
          </dd>
          <dt className="text-muted-foreground">{t({ defaultMessage: 'Registration' })}</dt>
          <dd>{invite.team.organizationStatus ? t(requestText[invite.team.organizationStatus]) : t({ defaultMessage: 'Not registered' })}</dd>
          <dt className="text-muted-foreground">{t({ defaultMessage: 'Entry fee' })}</dt>
          <dd>{t(paymentText[invite.team.paymentStatus ?? invite.paymentStatus])}</dd>
          <dt className="text-muted-foreground">{t({ defaultMessage: 'Invited', description: 'When the invite was sent' })}</dt>
          <dd>{formatDateTime(invite.createdAt)}</dd>
        </dl>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">{t({ defaultMessage: 'Members' })}</h3>
          <ul aria-label={t({ defaultMessage: 'Members' })} className="flex flex-col divide-y rounded-md border">
            {invite.team.members.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
                <span className="inline-flex items-center gap-2">
                  <TeamPhoto name={m.user.nickName} photoUrl={m.user.profilePicUrl} className="size-7" />
                  {m.user.nickName}
                  {m.role === 'CAPTAIN' && (
                    <Badge>
                      <Crown aria-hidden />
                      {t({ defaultMessage: 'Captain' })}
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
