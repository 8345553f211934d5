import type { Team } from '@clutch/contract/teams';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { isApiError } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { initials } from '@/lib/initials.ts';
import { useTeam } from '../api/get-team.ts';
import { EditTeamDialog } from '../components/edit-team-dialog.tsx';
import { InvitePlayersDialog } from '../components/invite-players-dialog.tsx';
import { TeamHistoryTab } from '../components/team-history-tab.tsx';
import { TeamChatDock } from '@/features/chat/components/subject-chat-docks.tsx';
import { TeamMembersTab } from '../components/team-members-tab.tsx';

function BackLink() {
  const t = useT();
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={paths.app.teams()}>
        <ArrowLeft aria-hidden />
        {t({ defaultMessage: 'My teams' })}
      </Link>
    </Button>
  );
}

function TeamHeader({ team, viewerId }: { team: Team; viewerId: string }) {
  const t = useT();
  const players = team.members.filter((m) => m.inviteStatus === 'ACCEPTED').length;
  const isCaptain = team.captain.id === viewerId;
  return (
    <section aria-labelledby="team-name" className="flex flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:items-center">
      <Avatar className="size-16 rounded-lg">
        {team.photoUrl && <AvatarImage src={team.photoUrl} alt="" />}
        <AvatarFallback className="rounded-lg text-lg">{initials(team.name)}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 id="team-name" className="text-2xl font-bold tracking-tight break-words">
          {team.name}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t(
            { defaultMessage: 'Captain {nickname} · {count, plural, one {# player} other {# players}}' },
            { nickname: team.captain.nickName, count: players },
          )}
        </p>
        {team.bio && <p className="text-sm whitespace-pre-line">{team.bio}</p>}
      </div>
      {isCaptain && (
        <div className="flex flex-wrap gap-2">
          <EditTeamDialog team={team} />
          <InvitePlayersDialog team={team} selfId={viewerId} />
        </div>
      )}
    </section>
  );
}

/** The team page: header with logo, name and bio; Members and History tabs; the captain's Edit and Invite. */
export default function TeamPage() {
  const t = useT();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const query = useTeam(id);
  return (
    <div className="flex flex-col gap-6">
      <title>{t({ defaultMessage: '{team} · Clutch' }, { team: query.data?.name ?? t({ defaultMessage: 'Team' }) })}</title>
      <BackLink />
      {query.isPending ? (
        <div role="status" aria-label={t({ defaultMessage: 'Loading team…' })} className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'Loading team…' })}</p>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-10 w-60 max-w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        isApiError(query.error) && (query.error.status === 404 || query.error.status === 400) ? (
          <EmptyState
            icon={SearchX}
            title={t({ defaultMessage: 'Team not found.' })}
            description={t({ defaultMessage: 'It may have been disbanded, or the link is wrong.' })}
            action={
              <Button asChild variant="outline">
                <Link to={paths.app.teams()}>{t({ defaultMessage: 'Back to my teams' })}</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState title={t({ defaultMessage: 'Could not load the team' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )
      ) : (
        <>
          <TeamHeader team={query.data} viewerId={user.id} />
          <Tabs defaultValue="members" className="flex flex-col gap-4">
            <TabsList>
              <TabsTrigger value="members">{t({ defaultMessage: 'Members' })}</TabsTrigger>
              <TabsTrigger value="history">{t({ defaultMessage: 'History' })}</TabsTrigger>
            </TabsList>
            <TabsContent value="members">
              <TeamMembersTab team={query.data} viewerId={user.id} />
            </TabsContent>
            <TabsContent value="history">
              <TeamHistoryTab teamId={query.data.id} />
            </TabsContent>
          </Tabs>
          <TeamChatDock team={query.data} viewerId={user.id} />
        </>
      )}
    </div>
  );
}
