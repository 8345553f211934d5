import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { paths } from '@/config/paths.ts';
import { HeroShowcase } from './hero-showcase.tsx';
import { HeroStats } from './hero-stats.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** #home: what Clutch is, the way in, and the platform's real numbers. */
export function HeroSection({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <section
      id="home"
      tabIndex={-1}
      aria-labelledby="home-title"
      className="relative scroll-mt-16 overflow-hidden px-4 pt-16 pb-12 outline-none sm:px-6 sm:pt-24 sm:pb-16"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_35%,transparent),transparent_65%)]"
      />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col items-start gap-8">
        <div className="flex max-w-3xl flex-col gap-5">
          <h1 id="home-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {t(
              { defaultMessage: 'Compete in any game. <accent>Win when it counts.</accent>' },
              { accent: (chunks) => <span className="text-link">{chunks}</span> },
            )}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground sm:text-xl">
            {t({
              defaultMessage:
                'Clutch is the open esports tournament platform. Create a tournament in minutes, or find one to join, build your team, follow the bracket live and play for real prizes.',
            })}
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {signedIn ? (
            <a href={paths.app.dashboard()} className={buttonVariants({ size: 'lg' })}>
              {t({ defaultMessage: 'Go to dashboard' })}
              <ArrowRight aria-hidden />
            </a>
          ) : (
            <a href={paths.auth.register()} className={buttonVariants({ size: 'lg' })}>
              {t({ defaultMessage: 'Create your account' })}
              <ArrowRight aria-hidden />
            </a>
          )}
          <a href={paths.landing('tournaments')} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {t({ defaultMessage: 'See live tournaments' })}
          </a>
        </div>
        <HeroStats />
        </div>
        <HeroShowcase />
      </div>
    </section>
  );
}
