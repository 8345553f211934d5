import type { TeamInvite } from '@clutch/contract/teams';
import { Info, MailOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { formatDate } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useInvites } from '../api/get-invites.ts';
import { InviteActions, inviteStatusOf } from '../components/invite-actions.tsx';
import { InviteStatusBadge } from '../components/invite-status-badge.tsx';
import { TeamPhoto } from '../components/team-photo.tsx';

function InviteCard({ invite }: { invite: TeamInvite }) {
  const t = useT();
  const tournament = invite.tournament ?? invite.team.tournament;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm" aria-label={t({ defaultMessage: 'Invite to {team}' }, { team: invite.team.name })}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <TeamPhoto name={invite.team.name} photoUrl={invite.team.photoUrl} className="size-10" />
          <div className="min-w-0">
            <h2 className="truncate font-semibold">{invite.team.name}</h2>
            <p className="truncate text-sm text-muted-foreground">{t({ defaultMessage: 'Captain {nickname}' }, { nickname: invite.team.captain.nickName })}</p>
          </div>
        </div>
        <InviteStatusBadge status={inviteStatusOf(invite)} />
      </div>
      <p className="text-sm">
        {tournament ? (
          t(
            { defaultMessage: '<muted>Tournament</muted> <link>{tournament}</link>' },
            {
              tournament: tournament.name,
              muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
              link: (chunks) => (
                <Link to={paths.app.tournament(tournament.id)} className="font-medium text-link underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            },
          )
        ) : (
          <span className="text-muted-foreground">{t({ defaultMessage: 'No tournament' })}</span>
        )}{' '}
        <span className="text-muted-foreground">{t({ defaultMessage: '· invited {date}' }, { date: formatDate(invite.createdAt) })}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="ghost">
          <Link to={paths.app.teamInvite(invite.id)} aria-label={t({ defaultMessage: 'Details of the invite to {team}' }, { team: invite.team.name })}>
            <Info aria-hidden />
            {t({ defaultMessage: 'Details' })}
          </Link>
        </Button>
        <InviteActions invite={invite} />
      </div>
    </li>
  );
}

/** Team invites (spec §2): a card per invite with Details, Accept and Reject. */
export default function TeamInvitesPage() {
  const t = useT();
  const user = useCurrentUser();
  const query = useInvites(user.id);

  return (
    <div className="flex flex-col gap-6">
      <title>{t({ defaultMessage: 'Team Invites · Clutch' })}</title>
      <PageHeader title={t({ defaultMessage: 'Team Invites' })} description={t({ defaultMessage: 'Invitations to play in a team.' })} />
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'Loading...' })}</p>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState title={t({ defaultMessage: 'Could not load your invites' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={MailOpen}
          title={t({ defaultMessage: 'No invites.' })}
          description={t({ defaultMessage: 'When a captain invites you to a team, the invite shows here. Meanwhile, find a tournament to join.' })}
          action={
            <Button asChild variant="outline">
              <Link to={paths.app.tournaments()}>{t({ defaultMessage: 'Browse tournaments' })}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {query.data.map((invite) => (
            <InviteCard key={invite.id} invite={invite} />
          ))}
        </ul>
      )}
    </div>
  );
}
