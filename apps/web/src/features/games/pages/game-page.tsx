import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PhotoGallery } from '@/components/ui/photo-gallery.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useGame } from '../api/get-game.ts';
import { useGameTournaments } from '../api/get-game-tournaments.ts';
import { GameDetailsTab } from '../components/game-details-tab.tsx';
import { GameHero } from '../components/game-hero.tsx';
import { GameOverviewTab } from '../components/game-overview-tab.tsx';
import { GameTournamentsTab } from '../components/game-tournaments-tab.tsx';

function BackToGames() {
  const t = useT();
  return (
    <Button asChild variant="ghost" className="w-fit">
      <Link to={paths.app.games()}>
        <ArrowLeft aria-hidden />
        {t({ defaultMessage: 'Back to Games' })}
      </Link>
    </Button>
  );
}

/** Game detail (spec §2): hero, then Overview, Tournaments, Gallery and Details. */
export default function GamePage() {
  const t = useT();
  const { gameId = '' } = useParams();
  const game = useGame(gameId);
  const tournaments = useGameTournaments(game.data?.id);

  if (game.isPending) {
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading game' })} className="flex flex-col gap-6">
        <Skeleton className="h-10 w-36" />
        <Skeleton className="aspect-[3/1] max-h-80 min-h-40 w-full" />
        <Skeleton className="h-11 w-full max-w-md" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (game.isError) {
    return (
      <>
        <BackToGames />
        {isApiError(game.error) && game.error.status === 404 ? (
          <EmptyState
            icon={SearchX}
            title={t({ defaultMessage: 'Game not found' })}
            description={t({ defaultMessage: 'It may have left the catalogue, or the link is wrong.' })}
          />
        ) : (
          <ErrorState title={t({ defaultMessage: 'Could not load the game' })} onRetry={() => void game.refetch()} retrying={game.isFetching} />
        )}
      </>
    );
  }

  const g = game.data;
  // The generated cover, then the real photos of the game's tournaments.
  const gallery = [g.background_image, ...(tournaments.data ?? []).flatMap((t) => t.urlPhotos)];
  return (
    <>
      <BackToGames />
      <GameHero game={g} />
      <Tabs defaultValue="overview" className="flex flex-col gap-4">
        <TabsList aria-label={t({ defaultMessage: 'Game sections' })}>
          <TabsTrigger value="overview">{t({ defaultMessage: 'Overview' })}</TabsTrigger>
          <TabsTrigger value="tournaments">{t({ defaultMessage: 'Tournaments' })}</TabsTrigger>
          <TabsTrigger value="gallery">{t({ defaultMessage: 'Gallery' })}</TabsTrigger>
          <TabsTrigger value="details">{t({ defaultMessage: 'Details' })}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <GameOverviewTab game={g} />
        </TabsContent>
        <TabsContent value="tournaments">
          <GameTournamentsTab query={tournaments} />
        </TabsContent>
        <TabsContent value="gallery">
          <PhotoGallery photos={[...new Set(gallery)]} name={g.name} emptyText={t({ defaultMessage: 'No images yet.' })} />
        </TabsContent>
        <TabsContent value="details">
          <GameDetailsTab game={g} />
        </TabsContent>
      </Tabs>
    </>
  );
}
