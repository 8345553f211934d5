import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PhotoGallery } from '@/components/ui/photo-gallery.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/features/auth/api/session.ts';
import { isApiError } from '@/lib/http.ts';
import { useTournament } from '../api/get-tournament.ts';
import { MatchesTab } from '../components/detail/matches-tab.tsx';
import { OverviewTab } from '../components/detail/overview-tab.tsx';
import { PrizesTab } from '../components/detail/prizes-tab.tsx';
import { ResultsTab } from '../components/detail/results-tab.tsx';
import { StreamingTab } from '../components/detail/streaming-tab.tsx';
import { TeamsTab } from '../components/detail/teams-tab.tsx';
import { TournamentHeader } from '../components/detail/tournament-header.tsx';
import { TournamentPageSkeleton } from '../components/tournament-page-skeleton.tsx';

const tabs = [
  ['overview', 'Overview'],
  ['teams', 'Teams'],
  ['matches', 'Matches'],
  ['results', 'Results'],
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
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'overview';

  if (query.isPending) return <TournamentPageSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) return <NotFound signedIn={signedIn} />;
    return <ErrorState title="Could not load the tournament" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const t = query.data;

  return (
    <>
      <title>{`${t.name} · Clutch`}</title>
      <TournamentHeader tournament={t} signedIn={signedIn} />
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
          {tabs.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
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
          <MatchesTab tournamentId={t.id} />
        </TabsContent>
        <TabsContent value="results">
          <ResultsTab tournament={t} />
        </TabsContent>
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
