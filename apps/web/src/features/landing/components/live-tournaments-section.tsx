import { RotateCw, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useLiveTournaments } from '../api/get-live-tournaments.ts';
import { LandingSection } from './landing-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { TournamentCarousel } from './tournament-carousel.tsx';

/** #tournaments: what is being played and what can be joined right now, from the API. */
export function LiveTournamentsSection() {
  return (
    <LandingSection id="tournaments" aria-labelledby="tournaments-title" className="bg-card/30">
      <SectionHeading
        id="tournaments-title"
        eyebrow="Tournaments"
        title="Live on Clutch now"
        description="Tournaments being played right now and tournaments open for registration."
      />
      <LiveTournamentsContent />
    </LandingSection>
  );
}

function LiveTournamentsContent() {
  const query = useLiveTournaments();
  if (query.isPending) return <CarouselSkeleton />;
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <div className="flex flex-1 flex-col gap-2">
          <AlertTitle>Couldn’t load the tournaments</AlertTitle>
          <AlertDescription>Check your connection and try again.</AlertDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden />
          Retry
        </Button>
      </Alert>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        icon={Trophy}
        title="No tournaments are live right now"
        description="Be the first: set up a tournament for your game and open registrations."
        action={
          <Button asChild>
            <Link to={paths.app.organizer()}>Create Your Tournament</Link>
          </Button>
        }
      />
    );
  }
  return <TournamentCarousel tournaments={query.data.items} />;
}

function CarouselSkeleton() {
  return (
    <div className="-mx-2 flex overflow-hidden" aria-busy="true" aria-label="Loading tournaments" role="status">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="shrink-0 basis-full px-2 sm:basis-1/2 md:basis-1/3">
          <div className="flex flex-col gap-3 rounded-lg border bg-card pb-4">
            <Skeleton className="aspect-video rounded-b-none" />
            <Skeleton className="mx-4 h-4 w-24" />
            <Skeleton className="mx-4 h-5 w-3/4" />
            <Skeleton className="mx-4 h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
