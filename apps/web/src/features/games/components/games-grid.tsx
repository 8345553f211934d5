import type { Game } from '@clutch/contract/games';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { GameCard } from './game-card.tsx';

export const GAMES_PER_STEP = 48;

/** The found games, drawn a step at a time so a catalogue of hundreds stays light; 'Show more' draws the next. */
export function GamesGrid({ games, dimmed }: { games: Game[]; dimmed: boolean }) {
  const t = useT();
  const [shown, setShown] = useState(GAMES_PER_STEP);
  const rest = games.length - shown;
  return (
    <>
      <ul aria-label={t({ defaultMessage: 'Games' })} className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4', dimmed && 'opacity-60')}>
        {games.slice(0, shown).map((game) => (
          <GameCard key={game.id} game={game} />
        ))}
      </ul>
      {rest > 0 && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground">
            {t({ defaultMessage: 'Showing {shown, number} of {total, number}' }, { shown, total: games.length })}
          </p>
          <Button variant="outline" onClick={() => setShown((n) => n + GAMES_PER_STEP)}>
            {t({ defaultMessage: 'Show {count, number} more' }, { count: Math.min(rest, GAMES_PER_STEP) })}
          </Button>
        </div>
      )}
    </>
  );
}
