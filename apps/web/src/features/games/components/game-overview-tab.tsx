import type { Game } from '@clutch/contract/games';
import { Star } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card.tsx';

/** Overview: description, rating, genres, release year and popularity. */
export function GameOverviewTab({ game }: { game: Game }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6">
        <p className="leading-relaxed whitespace-pre-line">{game.description || 'No description yet.'}</p>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Rating</dt>
            <dd className="flex items-center gap-1 font-semibold">
              {game.rating === null ? (
                'Not rated'
              ) : (
                <>
                  <Star aria-hidden className="size-4 fill-warning text-warning" />
                  {game.rating.toFixed(1)} <span className="font-normal text-muted-foreground">/ 5</span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Genres</dt>
            <dd className="font-semibold">{game.genres.join(', ') || 'Not specified'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Release year</dt>
            <dd className="font-semibold">{game.releaseYear ?? 'Unknown'}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Popularity</dt>
            <dd className="font-semibold">{game.popularity}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
