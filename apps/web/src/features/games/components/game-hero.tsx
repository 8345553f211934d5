import type { Game } from '@clutch/contract/games';
import { Badge } from '@/components/ui/badge.tsx';

/** The game's cover with its name and genres over it. */
export function GameHero({ game }: { game: Game }) {
  return (
    <header className="relative overflow-hidden rounded-lg border bg-card">
      <img src={game.background_image} alt="" className="aspect-[3/1] max-h-80 min-h-40 w-full object-cover" />
      <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/40 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 flex flex-col gap-2 p-4 text-white sm:p-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{game.name}</h1>
        {game.genres.length > 0 && (
          <ul aria-label="Genres" className="flex flex-wrap gap-1">
            {game.genres.map((g) => (
              <li key={g}>
                <Badge className="border-white/30 bg-black/50 text-white">{g}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
