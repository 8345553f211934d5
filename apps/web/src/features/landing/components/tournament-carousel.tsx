import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { clsx as cn } from 'clsx';
import type { LandingTournament } from '../api/get-live-tournaments.ts';
import { useCarousel } from '../lib/use-carousel.ts';
import { TournamentSlide } from './tournament-slide.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** The outline icon button, round. */
const roundButton =
  'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full border border-input bg-transparent transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4';

/**
 * The live tournaments carousel: slides 100% wide on small screens, 50% from sm and 33.3% from md, on a scroll-snap
 * track that can be swiped; previous and next loop; five dots jump to groups of slides.
 */
export function TournamentCarousel({ tournaments }: { tournaments: LandingTournament[] }) {
  const track = useRef<HTMLDivElement>(null);
  const carousel = useCarousel(track, tournaments.length);
  const now = new Date();
  const t = useT();
  return (
    <div
      role="region"
      aria-roledescription={t({ defaultMessage: 'carousel' })}
      aria-label={t({ defaultMessage: 'Live tournaments' })}
      className="flex flex-col gap-6">
      <div
        ref={track}
        onScroll={carousel.onScroll}
        onScrollEnd={carousel.onScrollEnd}
        className="relative -mx-2 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {tournaments.map((tournament, i) => (
          <div
            key={tournament.id}
            role="group"
            aria-roledescription={t({ defaultMessage: 'slide' })}
            aria-label={t({ defaultMessage: '{position} of {total}' }, { position: i + 1, total: tournaments.length })}
            data-testid="carousel-slide"
            className="shrink-0 basis-full snap-start px-2 sm:basis-1/2 md:basis-1/3"
          >
            <TournamentSlide tournament={tournament} now={now} />
          </div>
        ))}
      </div>
      {carousel.scrollable && (
        <div className="flex items-center justify-center gap-4">
          <button type="button" className={roundButton} aria-label={t({ defaultMessage: 'Previous tournaments' })} onClick={carousel.previous}>
            <ChevronLeft aria-hidden />
          </button>
          <div role="group" aria-label={t({ defaultMessage: 'Slide groups' })} className="flex items-center">
            {carousel.groups.map((_, g) => {
              const active = g === carousel.activeGroup;
              return (
                <button
                  key={g}
                  type="button"
                  aria-label={t({ defaultMessage: 'Group {position} of {total}' }, { position: g + 1, total: carousel.groups.length })}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => carousel.goToGroup(g)}
                  className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden
                    className={cn(
                      'h-2 rounded-full transition-all',
                      active ? 'w-5 bg-primary' : 'w-2 bg-muted-foreground/50 group-hover:bg-muted-foreground',
                    )}
                  />
                </button>
              );
            })}
          </div>
          <button type="button" className={roundButton} aria-label={t({ defaultMessage: 'Next tournaments' })} onClick={carousel.next}>
            <ChevronRight aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
