import type { Game } from '@clutch/contract/games';
import { Star, Trophy } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t.ts';
import { tournamentsCount } from '../lib/game-labels.ts';
import { GenreBadges } from './genre-badges.tsx';

/** The game's cover beside its name, genres, rating and tournaments count. */
export function GameHero({ game }: { game: Game }) {
  const t = useT();
  return (
    <header className="grid overflow-hidden rounded-lg border bg-card shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <img src={game.background_image} alt="" className="aspect-video h-full w-full bg-muted object-cover" />
      <div className="flex flex-col justify-center gap-3 p-4 sm:p-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{game.name}</h1>
        <GenreBadges genres={game.genres} />
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {game.rating !== null && (
            <span className="inline-flex items-center gap-1.5">
              <Star aria-hidden className="size-4 fill-warning text-warning" />
              {t({ defaultMessage: '{rating, number, ::.0} / 5', description: 'A game’s rating out of 5' }, { rating: game.rating })}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <Trophy aria-hidden className="size-4" />
            {t(tournamentsCount, { count: game.tournamentsCount })}
          </span>
        </p>
      </div>
    </header>
  );
}
