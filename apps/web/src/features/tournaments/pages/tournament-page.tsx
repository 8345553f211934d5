import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PhotoGallery } from '@/components/ui/photo-gallery.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/features/auth/api/session.ts';
import { useTournamentLive } from '@/features/competition/hooks/use-tournament-live.ts';
import { isApiError } from '@/lib/http.ts';
import { useMyInvites } from '../api/get-my-invites.ts';
import { useMyTeams } from '../api/get-my-teams.ts';
import { useTournament } from '../api/get-tournament.ts';
import { MyTeamTab } from '../components/detail/my-team-tab.tsx';
import { MatchesTab } from '../components/detail/matches-tab.tsx';
import { OverviewTab } from '../components/detail/overview-tab.tsx';
import { PrizesTab } from '../components/detail/prizes-tab.tsx';
import { ResultsTab } from '../components/detail/results-tab.tsx';
import { StreamingTab } from '../components/detail/streaming-tab.tsx';
import { TeamsTab } from '../components/detail/teams-tab.tsx';
import { TournamentHeader } from '../components/detail/tournament-header.tsx';
import { JoinTournament } from '../components/join/join-tournament.tsx';
import { RegistrationStatus } from '../components/join/registration-status.tsx';
import { TournamentPageSkeleton } from '../components/tournament-page-skeleton.tsx';
import { findMyTeam, isSoloTournament, pendingInvitesFor, registrationOpenNow } from '../lib/my-entry.ts';

const tabs = [
  ['overview', 'Overview'],
  ['teams', 'Teams'],
  ['matches', 'Matches'],
  ['results', 'Results'],
  ['invites', 'Invites'],
  ['streaming', 'Streaming'],
  ['media', 'Media'],
  ['prizes', 'Prizes'],
] as const;
type Tab = (typeof tabs)[number][0];
const isTab = (v: string | null): v is Tab => tabs.some(([value]) => value === v);

function NotFound({ signedIn }: { signedIn: boolean }) {
  return (
    <EmptyState
      icon={SearchX}
      title="Tournament not found"
      description="It may have been removed, or the link is wrong."
      action={
        <Button asChild variant="outline">
          <Link to={signedIn ? paths.app.tournaments() : paths.home()}>
            <ArrowLeft aria-hidden />
            {signedIn ? 'Back to Tournaments' : 'Back to home'}
          </Link>
        </Button>
      }
    />
  );
}

/** Tournament detail (spec §2), open to visitors inside the public shell. The open tab is kept in `?tab=`. */
export default function TournamentPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const query = useTournament(id);
  const userId = session.user?.id ?? null;
  const myTeams = useMyTeams(userId);
  const myInvites = useMyInvites(userId);
  useTournamentLive(id);
  const requestedTab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'overview';

  if (query.isPending) return <TournamentPageSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) return <NotFound signedIn={signedIn} />;
    return <ErrorState title="Could not load the tournament" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const t = query.data;
  const solo = isSoloTournament(t);
  const myTeam = findMyTeam(myTeams.data, t.id);
  const invites = pendingInvitesFor(myInvites.data, t.id);
  const captainTeamId = myTeam && myTeam.captain.id === userId ? myTeam.id : null;
  // Spec §2: shown when teams have more than one player, or for a one-player team the user has registered.
  const showInvitesTab = signedIn && (t.minPlayersPerTeam > 1 || (t.minPlayersPerTeam === 1 && !!myTeam));
  const invitesLabel = solo ? 'Me' : myTeam ? 'My Team' : 'Invites';
  const visibleTabs = tabs.filter(([value]) => value !== 'invites' || showInvitesTab);
  const tab: Tab = visibleTabs.some(([value]) => value === requestedTab) ? requestedTab : 'overview';
  // Join only while registration is open and once we know the user is in no team nor invited (spec §2 Extras).
  const joinable = signedIn && registrationOpenNow(t);
  const canJoin = joinable && myTeams.isSuccess && myInvites.isSuccess && !myTeam && invites.length === 0;

  return (
    <>
      <title>{`${t.name} · Clutch`}</title>
      <TournamentHeader tournament={t} signedIn={signedIn} join={joinable ? <JoinTournament tournament={t} user={session.user} offered={canJoin} /> : null} />
      {myTeam && session.user && <RegistrationStatus team={myTeam} userId={session.user.id} solo={solo} />}
      <Tabs
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(params);
          if (value === 'overview') next.delete('tab');
          else next.set('tab', value);
          setParams(next, { replace: true, preventScrollReset: true });
        }}
        className="flex flex-col gap-4"
      >
        <TabsList aria-label="Tournament sections">
          {visibleTabs.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {value === 'invites' ? invitesLabel : label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab tournament={t} />
        </TabsContent>
        <TabsContent value="teams">
          <TeamsTab tournamentId={t.id} />
        </TabsContent>
        <TabsContent value="matches">
          <MatchesTab tournament={t} captainTeamId={captainTeamId} />
        </TabsContent>
        <TabsContent value="results">
          <ResultsTab tournament={t} />
        </TabsContent>
        {showInvitesTab && (
          <TabsContent value="invites">
            <MyTeamTab team={myTeam} invites={invites} solo={solo} />
          </TabsContent>
        )}
        <TabsContent value="streaming">
          <StreamingTab url={t.videoStreamingUrl} name={t.name} />
        </TabsContent>
        <TabsContent value="media">
          <PhotoGallery photos={t.urlPhotos} name={t.name} emptyText="No media available." />
        </TabsContent>
        <TabsContent value="prizes">
          <PrizesTab tournament={t} />
        </TabsContent>
      </Tabs>
    </>
  );
}
