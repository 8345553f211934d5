import { useRef } from 'react';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import type { LandingGame } from '../api/get-landing-games.ts';
import { useAllGames } from '../lib/landing-data.tsx';
import { partnerGames } from '../lib/partner-games.ts';
import { useMarquee } from '../lib/use-marquee.ts';
import { Placeholder } from './placeholder.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * The partner-game strip: the catalogue's most popular games, scrolling at 50 px/s, paused under the pointer; a still,
 * wrapped row for visitors who ask for reduced motion. Hidden when the catalogue cannot be loaded.
 */
export function PartnerGamesStrip() {
  const t = useT();
  const games = useAllGames();
  if (games.status === 'error' || games.data?.length === 0) return null;
  return (
    <section aria-labelledby="partner-games-title" className="border-y bg-card/40 py-6">
      <h2 id="partner-games-title" className="mb-4 px-4 text-center text-sm font-medium text-muted-foreground">
        {t({ defaultMessage: 'Tournaments for the games you already play' })}
      </h2>
      {games.data ? <Marquee games={partnerGames(games.data)} /> : <StripSkeleton />}
    </section>
  );
}

function Marquee({ games }: { games: LandingGame[] }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const track = useRef<HTMLDivElement>(null);
  const { pause, resume } = useMarquee(track, !reducedMotion);

  if (reducedMotion) {
    return (
      <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-3 px-4" data-testid="partner-games">
        {games.map((game) => (
          <GameLogo key={game.id} game={game} />
        ))}
      </ul>
    );
  }
  return (
    <div
      className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]"
      onMouseEnter={pause}
      onMouseLeave={resume}
    >
      <div ref={track} className="flex w-max" data-testid="partner-games">
        <ul className="flex shrink-0 gap-3 pr-3">
          {games.map((game) => (
            <GameLogo key={game.id} game={game} />
          ))}
        </ul>
        {/* The second copy makes the loop seamless; assistive technology reads the list once. */}
        <ul aria-hidden className="flex shrink-0 gap-3 pr-3">
          {games.map((game) => (
            <GameLogo key={game.id} game={game} />
          ))}
        </ul>
      </div>
    </div>
  );
}

function GameLogo({ game }: { game: LandingGame }) {
  return (
    <li className="flex h-14 shrink-0 items-center gap-3 rounded-lg border bg-card py-2 pr-4 pl-2">
      <img src={game.background_image} alt="" width={64} height={40} loading="lazy" className="h-10 w-16 rounded-md object-cover" />
      <span className="text-sm font-semibold whitespace-nowrap">{game.name}</span>
    </li>
  );
}

function StripSkeleton() {
  return (
    <div className="flex justify-center gap-3 overflow-hidden px-4">
      {Array.from({ length: 6 }, (_, i) => (
        <Placeholder key={i} className="h-14 w-44 shrink-0 rounded-lg" />
      ))}
    </div>
  );
}
