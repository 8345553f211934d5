import type { InviteStatus, Team, TeamInvite } from '@clutch/contract/teams';
import { Crown, MailOpen, Users } from 'lucide-react';
import { Link } from 'react-router';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { paths } from '@/config/paths.ts';
import { paymentLabels } from '../join/registration-status.tsx';

const inviteVariants: Record<InviteStatus, 'success' | 'warning' | 'destructive'> = {
  ACCEPTED: 'success',
  PENDING: 'warning',
  REJECTED: 'destructive',
};

function Members({ team }: { team: Team }) {
  return (
    <ul aria-label={`${team.name} members`} className="flex flex-col divide-y rounded-lg border">
      {team.members.map((m) => {
        const payment = m.paymentStatus ? paymentLabels[m.paymentStatus] : null;
        return (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span className="inline-flex min-w-0 items-center gap-2">
              <TeamAvatar name={m.user.nickName} photoUrl={m.user.profilePicUrl} className="size-8" />
              <Link to={paths.app.user(m.user.id)} className="truncate font-medium hover:underline">
                {m.user.nickName}
              </Link>
              {m.role === 'CAPTAIN' && (
                <Badge variant="default">
                  <Crown aria-hidden />
                  Captain
                </Badge>
              )}
            </span>
            <span className="flex flex-wrap gap-2">
              <Badge variant={inviteVariants[m.inviteStatus]} aria-label={`Invite ${m.inviteStatus.toLowerCase()}`}>
                {m.inviteStatus}
              </Badge>
              {payment && <Badge variant={payment.variant}>{payment.text}</Badge>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The Invites tab (spec §2, labelled Me, My Team or Invites): the user's team in this tournament with its members'
 * invite and payment statuses; without one, the invites waiting for the user's answer.
 */
export function MyTeamTab({ team, invites, solo }: { team: Team | null; invites: TeamInvite[]; solo: boolean }) {
  if (team) {
    return (
      <section className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <TeamAvatar name={team.name} photoUrl={team.photoUrl} className="size-12" />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold break-words">{solo ? 'You' : team.name}</h2>
            {team.bio && <p className="text-sm text-muted-foreground">{team.bio}</p>}
          </div>
        </div>
        <Members team={team} />
      </section>
    );
  }
  if (invites.length > 0) {
    return (
      <ul aria-label="Invites for this tournament" className="flex flex-col gap-3">
        {invites.map((invite) => (
          <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4">
            <span className="inline-flex min-w-0 items-center gap-3">
              <TeamAvatar name={invite.team.name} photoUrl={invite.team.photoUrl} className="size-10" />
              <span className="min-w-0">
                <span className="block font-medium">{invite.team.name}</span>
                <span className="block text-sm text-muted-foreground">{`Invited by ${invite.team.captain.nickName}`}</span>
              </span>
            </span>
            <Button asChild size="sm" variant="outline">
              <Link to={paths.app.teamInvite(invite.id)}>
                <MailOpen aria-hidden />
                Answer the invite
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <EmptyState
      icon={Users}
      title="No team in this tournament yet"
      description="Join the tournament to build your team, or accept a captain's invite to play in theirs."
    />
  );
}
