import type { Game } from '@clutch/contract/games';
import { Star, Trophy } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

/** The game's cover beside its name, genres, rating and tournaments count. */
export function GameHero({ game }: { game: Game }) {
  return (
    <header className="grid overflow-hidden rounded-lg border bg-card shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <img src={game.background_image} alt="" className="aspect-video h-full w-full bg-muted object-cover" />
      <div className="flex flex-col justify-center gap-3 p-4 sm:p-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{game.name}</h1>
        {game.genres.length > 0 && (
          <ul aria-label="Genres" className="flex flex-wrap gap-1">
            {game.genres.map((g) => (
              <li key={g}>
                <Badge variant="secondary">{g}</Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {game.rating !== null && (
            <span className="inline-flex items-center gap-1.5">
              <Star aria-hidden className="size-4 fill-warning text-warning" />
              {game.rating.toFixed(1)} / 5
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <Trophy aria-hidden className="size-4" />
            {game.tournamentsCount === 1 ? '1 tournament' : `${game.tournamentsCount} tournaments`}
          </span>
        </p>
      </div>
    </header>
  );
}
