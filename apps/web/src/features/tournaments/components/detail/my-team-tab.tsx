import type { InviteStatus, Team, TeamInvite } from '@clutch/contract/teams';
import { Crown, MailOpen, Users } from 'lucide-react';
import { Link } from 'react-router';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { paths } from '@/config/paths.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { paymentLabels } from '../../lib/payment-labels.ts';

const inviteBadges: Record<InviteStatus, { variant: 'success' | 'warning' | 'destructive'; text: MessageDescriptor; label: MessageDescriptor }> = {
  ACCEPTED: {
    variant: 'success',
    text: defineMessage({ defaultMessage: 'ACCEPTED', description: 'Badge of a team member who accepted the invite' }),
    label: defineMessage({ defaultMessage: 'Invite accepted' }),
  },
  PENDING: {
    variant: 'warning',
    text: defineMessage({ defaultMessage: 'PENDING', description: 'Badge of a team member who has not answered the invite' }),
    label: defineMessage({ defaultMessage: 'Invite pending' }),
  },
  REJECTED: {
    variant: 'destructive',
    text: defineMessage({ defaultMessage: 'REJECTED', description: 'Badge of a team member who declined the invite' }),
    label: defineMessage({ defaultMessage: 'Invite rejected' }),
  },
};

function Members({ team }: { team: Team }) {
  const t = useT();
  return (
    <ul aria-label={t({ defaultMessage: '{team} members' }, { team: team.name })} className="flex flex-col divide-y rounded-lg border">
      {team.members.map((m) => {
        const payment = m.paymentStatus ? paymentLabels[m.paymentStatus] : null;
        const invite = inviteBadges[m.inviteStatus];
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
                  {t({ defaultMessage: 'Captain' })}
                </Badge>
              )}
            </span>
            <span className="flex flex-wrap gap-2">
              <Badge variant={invite.variant} aria-label={t(invite.label)}>
                {t(invite.text)}
              </Badge>
              {payment && <Badge variant={payment.variant}>{t(payment.text)}</Badge>}
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
  const t = useT();
  if (team) {
    return (
      <section className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <TeamAvatar name={team.name} photoUrl={team.photoUrl} className="size-12" />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold break-words">{solo ? t({ defaultMessage: 'You', description: 'Heading of a solo player’s own registration' }) : team.name}</h2>
            {team.bio && <p className="text-sm text-muted-foreground">{team.bio}</p>}
          </div>
        </div>
        <Members team={team} />
      </section>
    );
  }
  if (invites.length > 0) {
    return (
      <ul aria-label={t({ defaultMessage: 'Invites for this tournament' })} className="flex flex-col gap-3">
        {invites.map((invite) => (
          <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4">
            <span className="inline-flex min-w-0 items-center gap-3">
              <TeamAvatar name={invite.team.name} photoUrl={invite.team.photoUrl} className="size-10" />
              <span className="min-w-0">
                <span className="block font-medium">{invite.team.name}</span>
                <span className="block text-sm text-muted-foreground">{t({ defaultMessage: 'Invited by {captain}' }, { captain: invite.team.captain.nickName })}</span>
              </span>
            </span>
            <Button asChild size="sm" variant="outline">
              <Link to={paths.app.teamInvite(invite.id)}>
                <MailOpen aria-hidden />
                {t({ defaultMessage: 'Answer the invite' })}
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
      title={t({ defaultMessage: 'No team in this tournament yet' })}
      description={t({ defaultMessage: "Join the tournament to build your team, or accept a captain's invite to play in theirs." })}
    />
  );
}
