import { ArrowLeft, SearchX } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/features/auth/api/session.ts';
import { useTournamentLive } from '@/features/competition/hooks/use-tournament-live.ts';
import { isApiError } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMyInvites } from '../api/get-my-invites.ts';
import { useMyTeams } from '../api/get-my-teams.ts';
import { useTournament } from '../api/get-tournament.ts';
import { MyTeamTab } from '../components/detail/my-team-tab.tsx';
import { OverviewTab } from '../components/detail/overview-tab.tsx';
import { PrizesTab } from '../components/detail/prizes-tab.tsx';
import { TournamentHeader } from '../components/detail/tournament-header.tsx';
import { TournamentPageSkeleton } from '../components/tournament-page-skeleton.tsx';
import { findMyTeam, isSoloTournament, pendingInvitesFor, registrationOpenNow } from '../lib/my-entry.ts';
import { useDismissPagePreview } from '@/lib/page-preview.ts';

// Only the overview is in the page's first view: the heavier tabs and the chat dock load when shown, so a visitor's
// first load evaluates less (Lighthouse's Total Blocking Time, ADR 022 round 3).
const TeamsTab = lazy(() => import('../components/detail/teams-tab.tsx').then((m) => ({ default: m.TeamsTab })));
const MatchesTab = lazy(() => import('../components/detail/matches-tab.tsx').then((m) => ({ default: m.MatchesTab })));
const ResultsTab = lazy(() => import('../components/detail/results-tab.tsx').then((m) => ({ default: m.ResultsTab })));
const FfaMatches = lazy(() => import('../components/detail/ffa-results.tsx').then((m) => ({ default: m.FfaMatches })));
const FfaResults = lazy(() => import('../components/detail/ffa-results.tsx').then((m) => ({ default: m.FfaResults })));
const StreamingTab = lazy(() => import('../components/detail/streaming-tab.tsx').then((m) => ({ default: m.StreamingTab })));
const PhotoGallery = lazy(() => import('@/components/ui/photo-gallery.tsx').then((m) => ({ default: m.PhotoGallery })));
// What only a signed-in user sees loads once someone is signed in (one chunk, asked for as soon as the session says so).
const loadSignedInParts = () => import('../components/signed-in-parts.ts');
const JoinTournament = lazy(() => loadSignedInParts().then((m) => ({ default: m.JoinTournament })));
const RegistrationStatus = lazy(() => loadSignedInParts().then((m) => ({ default: m.RegistrationStatus })));
const TournamentChatDock = lazy(() =>
  import('@/features/chat/components/tournament-chat-dock.tsx').then((m) => ({ default: m.TournamentChatDock })),
);

/** A tab's panel whose component loads when the tab is first opened. */
function LazyPanel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="h-32 animate-pulse rounded-lg bg-muted" aria-hidden />}>{children}</Suspense>;
}

const tabs = [
  ['overview', defineMessage({ defaultMessage: 'Overview', description: 'Tab of a tournament page' })],
  ['teams', defineMessage({ defaultMessage: 'Teams', description: 'Tab of a tournament page' })],
  ['matches', defineMessage({ defaultMessage: 'Matches', description: 'Tab of a tournament page' })],
  ['results', defineMessage({ defaultMessage: 'Results', description: 'Tab of a tournament page' })],
  ['invites', defineMessage({ defaultMessage: 'Invites', description: 'Tab of a tournament page' })],
  ['streaming', defineMessage({ defaultMessage: 'Streaming', description: 'Tab of a tournament page' })],
  ['media', defineMessage({ defaultMessage: 'Media', description: 'Tab of a tournament page' })],
  ['prizes', defineMessage({ defaultMessage: 'Prizes', description: 'Tab of a tournament page' })],
] as const;
type Tab = (typeof tabs)[number][0];
const isTab = (v: string | null): v is Tab => tabs.some(([value]) => value === v);

function NotFound({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <EmptyState
      icon={SearchX}
      title={t({ defaultMessage: 'Tournament not found' })}
      description={t({ defaultMessage: 'It may have been removed, or the link is wrong.' })}
      action={
        <Button asChild variant="outline">
          <Link to={signedIn ? paths.app.tournaments() : paths.home()}>
            <ArrowLeft aria-hidden />
            {signedIn ? t({ defaultMessage: 'Back to Tournaments' }) : t({ defaultMessage: 'Back to home' })}
          </Link>
        </Button>
      }
    />
  );
}

/** Tournament detail (spec §2), open to visitors inside the public shell. The open tab is kept in `?tab=`. */
export default function TournamentPage() {
  const t = useT();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const query = useTournament(id);
  const userId = session.user?.id ?? null;
  const myTeams = useMyTeams(userId);
  const myInvites = useMyInvites(userId);
  // A visitor's page connects once the browser is idle: its first view needs the tournament, not the socket.
  useTournamentLive(id, { whenIdle: !signedIn });
  useEffect(() => {
    if (signedIn) void loadSignedInParts();
  }, [signedIn]);
  const requestedTab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'overview';
  // The tournament's first arrival renders the whole page: as a deferred render, which React splits into slices
  // that yield to the browser, rather than in the query's synchronous update, one long task (Lighthouse's Total
  // Blocking Time, ADR 022 session 12). A boolean, so later updates of the tournament render at once, as before.
  const dataShown = useDeferredValue(query.data !== undefined);
  // The server's first paint stays over the loading states until this page has its header (or an answer) to show.
  useDismissPagePreview((!query.isPending && dataShown) || query.isError);

  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) return <NotFound signedIn={signedIn} />;
    return <ErrorState title={t({ defaultMessage: 'Could not load the tournament' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.isPending || !dataShown) return <TournamentPageSkeleton />;
  const tournament = query.data;
  const solo = isSoloTournament(tournament);
  const myTeam = findMyTeam(myTeams.data, tournament.id);
  const invites = pendingInvitesFor(myInvites.data, tournament.id);
  // A battle royale has lobbies and a leaderboard, not two-sided matches and a bracket.
  const ffa = tournament.tournamentFormat === 'FREE_FOR_ALL';
  const captainTeamId = myTeam && myTeam.captain.id === userId ? myTeam.id : null;
  // Spec §2: shown when teams have more than one player, or for a one-player team the user has registered.
  const showInvitesTab = signedIn && (tournament.minPlayersPerTeam > 1 || (tournament.minPlayersPerTeam === 1 && !!myTeam));
  const invitesLabel = solo
    ? t({ defaultMessage: 'Me', description: 'Tab of a solo tournament page showing the player’s own registration' })
    : myTeam
      ? t({ defaultMessage: 'My Team', description: 'Tab of a tournament page showing the user’s team' })
      : null;
  const visibleTabs = tabs.filter(([value]) => value !== 'invites' || showInvitesTab);
  const tab: Tab = visibleTabs.some(([value]) => value === requestedTab) ? requestedTab : 'overview';
  // Join only while registration is open and once we know the user is in no team nor invited (spec §2 Extras).
  const joinable = signedIn && registrationOpenNow(tournament);
  const canJoin = joinable && myTeams.isSuccess && myInvites.isSuccess && !myTeam && invites.length === 0;

  return (
    <>
      <title>{`${tournament.name} · Clutch`}</title>
      <TournamentHeader
        tournament={tournament}
        signedIn={signedIn}
        organizer={!!userId && userId === tournament.organizer.id}
        join={
          joinable ? (
            // Until its chunk is there the button is hidden, as it is until the user's teams and invites are known.
            <Suspense fallback={null}>
              <JoinTournament tournament={tournament} user={session.user} offered={canJoin} />
            </Suspense>
          ) : null
        }
      />
      {myTeam && session.user && (
        <Suspense fallback={null}>
          <RegistrationStatus tournament={tournament} team={myTeam} userId={session.user.id} solo={solo} />
        </Suspense>
      )}
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
        <TabsList aria-label={t({ defaultMessage: 'Tournament sections' })}>
          {visibleTabs.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {value === 'invites' && invitesLabel ? invitesLabel : t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab tournament={tournament} />
        </TabsContent>
        <TabsContent value="teams">
          <LazyPanel>
            <TeamsTab tournamentId={tournament.id} />
          </LazyPanel>
        </TabsContent>
        <TabsContent value="matches">
          <LazyPanel>
            {ffa ? <FfaMatches tournament={tournament} highlightTeamId={myTeam?.id ?? null} /> : <MatchesTab tournament={tournament} captainTeamId={captainTeamId} />}
          </LazyPanel>
        </TabsContent>
        <TabsContent value="results">
          <LazyPanel>
            {ffa ? <FfaResults tournament={tournament} highlightTeamId={myTeam?.id ?? null} /> : <ResultsTab tournament={tournament} />}
          </LazyPanel>
        </TabsContent>
        {showInvitesTab && (
          <TabsContent value="invites">
            <MyTeamTab team={myTeam} invites={invites} solo={solo} />
          </TabsContent>
        )}
        <TabsContent value="streaming">
          <LazyPanel>
            <StreamingTab url={tournament.videoStreamingUrl} name={tournament.name} />
          </LazyPanel>
        </TabsContent>
        <TabsContent value="media">
          <LazyPanel>
            <PhotoGallery photos={tournament.urlPhotos} name={tournament.name} emptyText={t({ defaultMessage: 'No media available.' })} />
          </LazyPanel>
        </TabsContent>
        <TabsContent value="prizes">
          <PrizesTab tournament={tournament} />
        </TabsContent>
      </Tabs>
      <Suspense fallback={null}>
        <TournamentChatDock tournament={tournament} />
      </Suspense>
    </>
  );
}
