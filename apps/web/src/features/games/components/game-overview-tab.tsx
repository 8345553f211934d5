import type { Game } from '@clutch/contract/games';
import { Star } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { genreLabels, genresLabel, notSpecified, popularityLabels, unknownFact } from '../lib/game-labels.ts';

/** Overview: description, rating, genres, release year and popularity. */
export function GameOverviewTab({ game }: { game: Game }) {
  const t = useT();
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6">
        <p className="leading-relaxed whitespace-pre-line">{game.description || t({ defaultMessage: 'No description yet.' })}</p>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t({ defaultMessage: 'Rating' })}</dt>
            <dd className="flex items-center gap-1 font-semibold">
              {game.rating === null ? (
                t({ defaultMessage: 'Not rated' })
              ) : (
                <>
                  <Star aria-hidden className="size-4 fill-warning text-warning" />
                  {t(
                    { defaultMessage: '{rating, number, ::.0} <muted>/ 5</muted>', description: 'A game’s rating out of 5' },
                    { rating: game.rating, muted: (chunks) => <span className="font-normal text-muted-foreground">{chunks}</span> },
                  )}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t(genresLabel)}</dt>
            <dd className="font-semibold">{game.genres.map((g) => t(genreLabels[g])).join(', ') || t(notSpecified)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t({ defaultMessage: 'Release year' })}</dt>
            <dd className="font-semibold">{game.releaseYear ?? t(unknownFact)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t({ defaultMessage: 'Popularity' })}</dt>
            <dd className="font-semibold">{t(popularityLabels[game.popularity])}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
