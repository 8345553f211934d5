import { useLiveTournaments } from '../lib/landing-data.tsx';
import { Placeholder } from './placeholder.tsx';
import { TournamentSlide } from './tournament-slide.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** The hero's right side on wide screens: the first tournament being played (or open) right now, from the API. */
export function HeroShowcase() {
  const t = useT();
  const query = useLiveTournaments();
  const featured = query.data?.items[0];
  if (query.status === 'error' || (query.data && !featured)) return null;
  return (
    <div className="relative hidden w-full max-w-md justify-self-end lg:block">
      <div aria-hidden className="absolute -inset-6 -z-10 rounded-3xl bg-primary/20 blur-3xl" />
      <p className="mb-3 text-sm font-semibold text-muted-foreground">{t({ defaultMessage: 'Happening on Clutch' })}</p>
      {featured ? (
        <TournamentSlide tournament={featured} now={new Date()} />
      ) : (
        <Placeholder className="aspect-[4/3] w-full rounded-lg" />
      )}
    </div>
  );
}
