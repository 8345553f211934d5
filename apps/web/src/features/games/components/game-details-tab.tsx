import type { Game } from '@clutch/contract/games';
import { ExternalLink } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { notSpecified, unknownFact } from '../lib/game-labels.ts';

const isWebUrl = (raw: string | null): raw is string => {
  if (!raw) return false;
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
};

/** Details: developers, platforms and the official website (external, no opener, no referrer). */
export function GameDetailsTab({ game }: { game: Game }) {
  const t = useT();
  const developers = game.developers.map((d) => d.name);
  const platforms = game.platforms.map((p) => p.platform.name);
  return (
    <Card>
      <CardContent className="pt-6">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t({ defaultMessage: 'Developers' })}</dt>
            <dd className="font-semibold">{developers.join(', ') || t(unknownFact)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t({ defaultMessage: 'Platforms' })}</dt>
            <dd className="font-semibold">{platforms.join(', ') || t(notSpecified)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t({ defaultMessage: 'Website' })}</dt>
            <dd className="font-semibold">
              {isWebUrl(game.website) ? (
                <a
                  href={game.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 break-all text-link hover:underline"
                >
                  {new URL(game.website).hostname}
                  <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                  <span className="sr-only">{t({ defaultMessage: '(opens in a new tab)' })}</span>
                </a>
              ) : (
                t({ defaultMessage: 'None', description: 'A game has no official website' })
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
