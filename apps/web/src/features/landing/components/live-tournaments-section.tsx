import { RotateCw, Trophy } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { paths } from '@/config/paths.ts';
import { useLiveTournaments } from '../lib/landing-data.tsx';
import { LandingSection } from './landing-section.tsx';
import { Placeholder } from './placeholder.tsx';
import { SectionHeading } from './section-heading.tsx';
import { TournamentCarousel } from './tournament-carousel.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/*
 * The error and empty states draw components/ui's Alert and EmptyState with the same classes, written out: those
 * merge classes with tailwind-merge, which the landing's first load leaves out.
 */

/** #tournaments: what is being played and what can be joined right now, from the API. */
export function LiveTournamentsSection() {
  const t = useT();
  return (
    <LandingSection id="tournaments" aria-labelledby="tournaments-title" className="bg-card/30">
      <SectionHeading
        id="tournaments-title"
        eyebrow={t({ defaultMessage: 'Tournaments' })}
        title={t({ defaultMessage: 'Live on Clutch now' })}
        description={t({ defaultMessage: 'Tournaments being played right now and tournaments open for registration.' })}
      />
      <LiveTournamentsContent />
    </LandingSection>
  );
}

function LiveTournamentsContent() {
  const t = useT();
  const query = useLiveTournaments();
  if (query.status === 'pending') return <CarouselSkeleton />;
  if (query.status === 'error') {
    return (
      <div role="alert" className="relative flex w-full gap-3 rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm text-destructive">
        <div className="flex flex-1 flex-col gap-2">
          <p className="leading-tight font-semibold">{t({ defaultMessage: 'Couldn’t load the tournaments' })}</p>
          <p className="text-sm leading-relaxed">{t({ defaultMessage: 'Check your connection and try again.' })}</p>
        </div>
        <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={query.retry} disabled={query.fetching}>
          <RotateCw aria-hidden />
          {t({ defaultMessage: 'Retry' })}
        </button>
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <section className="flex flex-col items-center justify-center gap-4 rounded-lg border border-dashed px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
          <Trophy aria-hidden className="size-6" />
        </span>
        <div className="flex max-w-md flex-col gap-1">
          <h3 className="text-lg font-semibold">{t({ defaultMessage: 'No tournaments are live right now' })}</h3>
          <p className="text-sm text-muted-foreground">
            {t({ defaultMessage: 'Be the first: set up a tournament for your game and open registrations.' })}
          </p>
        </div>
        <a href={paths.app.organizer()} className={buttonVariants()}>
          {t({ defaultMessage: 'Create Your Tournament' })}
        </a>
      </section>
    );
  }
  return <TournamentCarousel tournaments={query.data.items} />;
}

function CarouselSkeleton() {
  const t = useT();
  return (
    <div className="-mx-2 flex overflow-hidden" aria-busy="true" aria-label={t({ defaultMessage: 'Loading tournaments' })} role="status">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="shrink-0 basis-full px-2 sm:basis-1/2 md:basis-1/3">
          <div className="flex flex-col gap-3 rounded-lg border bg-card pb-4">
            <Placeholder className="aspect-video rounded-t-lg" />
            <Placeholder className="mx-4 h-4 w-24 rounded-md" />
            <Placeholder className="mx-4 h-5 w-3/4 rounded-md" />
            <Placeholder className="mx-4 h-4 w-1/2 rounded-md" />
          </div>
        </div>
      ))}
    </div>
  );
}
