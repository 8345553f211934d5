import type { Team } from '@clutch/contract/teams';
import { Crown, MailOpen, Shield, Users } from 'lucide-react';
import { Link } from 'react-router';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useInvites } from '@/features/team-invites/api/get-invites.ts';
import { useMyTeams } from '@/features/tournaments/api/get-my-teams.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { CreateTeamDialog } from '../components/create-team-dialog.tsx';

function TeamCard({ team, viewerId }: { team: Team; viewerId: string }) {
  const t = useT();
  const players = team.members.filter((m) => m.inviteStatus === 'ACCEPTED').length;
  const captain = team.captain.id === viewerId;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm" aria-label={team.name}>
      <div className="flex min-w-0 items-center gap-3">
        <TeamAvatar name={team.name} photoUrl={team.photoUrl} className="size-12 rounded-lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="truncate font-semibold">
            <Link to={paths.app.team(team.id)} className="hover:text-link hover:underline">
              {team.name}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {captain ? (
              <Badge>
                <Crown aria-hidden />
                {t({ defaultMessage: 'Captain' })}
              </Badge>
            ) : (
              <Badge variant="secondary">{t({ defaultMessage: 'Member' })}</Badge>
            )}
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden className="size-4" />
              {t({ defaultMessage: '{count, plural, one {# member} other {# members}}' }, { count: players })}
            </span>
          </div>
        </div>
      </div>
      {team.bio && <p className="line-clamp-2 text-sm text-muted-foreground">{team.bio}</p>}
      <Button asChild size="sm" variant="outline" className="mt-auto w-fit">
        <Link to={paths.app.team(team.id)} aria-label={t({ defaultMessage: 'Open {team}' }, { team: team.name })}>
          {t({ defaultMessage: 'Open team' })}
        </Link>
      </Button>
    </li>
  );
}

/** Pending invites, when there are any: a line leading to Team Invites. */
function InvitesHint({ userId }: { userId: string }) {
  const t = useT();
  const invites = useInvites(userId);
  const pending = invites.data?.filter((i) => i.inviteStatus === 'PENDING').length ?? 0;
  if (pending === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
      <MailOpen aria-hidden className="size-4 shrink-0" />
      {t(
        { defaultMessage: 'You have {count, plural, one {# pending team invite} other {# pending team invites}}. <link>See invites</link>' },
        {
          count: pending,
          link: (chunks) => (
            <Link to={paths.app.teamInvites()} className="font-medium text-link underline underline-offset-2">
              {chunks}
            </Link>
          ),
        },
      )}
    </p>
  );
}

/** My teams: the teams the user captains or plays in, Create team, and a hint of pending invites. */
export default function TeamsPage() {
  const t = useT();
  const user = useCurrentUser();
  const query = useMyTeams(user.id);
  return (
    <div className="flex flex-col gap-6">
      <title>{t({ defaultMessage: 'Teams · Clutch' })}</title>
      <PageHeader
        title={t({ defaultMessage: 'Teams' })}
        description={t({ defaultMessage: 'The teams you captain or play in.' })}
        actions={<CreateTeamDialog captainId={user.id} />}
      />
      <InvitesHint userId={user.id} />
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'Loading teams…' })}</p>
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-36 w-full" />
            ))}
          </div>
        </div>
      ) : query.isError ? (
        <ErrorState title={t({ defaultMessage: 'Could not load your teams' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={Shield}
          title={t({ defaultMessage: 'No teams yet' })}
          description={t({ defaultMessage: 'Create a team with Create team and invite players, or accept an invite from a captain.' })}
        />
      ) : (
        <ul aria-label={t({ defaultMessage: 'My teams' })} className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {query.data.map((team) => (
            <TeamCard key={team.id} team={team} viewerId={user.id} />
          ))}
        </ul>
      )}
    </div>
  );
}
