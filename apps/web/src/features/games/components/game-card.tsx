import type { Game } from '@clutch/contract/games';
import { Monitor, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { tournamentsCount } from '../lib/game-labels.ts';
import { GenreBadges } from './genre-badges.tsx';

/** One game of the catalogue: its cover, name, genres, platforms and how many tournaments it has. */
export function GameCard({ game }: { game: Game }) {
  const t = useT();
  const platforms = game.platforms.map((p) => p.platform.name);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-colors hover:border-primary/60 focus-within:border-primary">
      <img src={game.background_image} alt="" loading="lazy" className="aspect-video w-full bg-muted object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-base font-semibold leading-tight">
          <Link
            to={paths.app.game(game.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {game.name}
          </Link>
        </h2>
        <GenreBadges genres={game.genres} />
        <div className="mt-auto flex flex-col gap-1 text-sm text-muted-foreground">
          {platforms.length > 0 && (
            <p className="flex items-center gap-2">
              <Monitor aria-hidden className="size-4 shrink-0" />
              <span className="sr-only">{t({ defaultMessage: 'Platforms:' })} </span>
              {platforms.join(', ')}
            </p>
          )}
          <p className="flex items-center gap-2">
            <Trophy aria-hidden className="size-4 shrink-0" />
            {t(tournamentsCount, { count: game.tournamentsCount })}
          </p>
        </div>
      </div>
    </li>
  );
}
