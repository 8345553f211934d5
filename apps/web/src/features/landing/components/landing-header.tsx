import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { Logo } from '@/components/ui/logo.tsx';
import { paths } from '@/config/paths.ts';
import { landingSections } from '../lib/landing-sections.ts';
import { LandingLocaleMenu } from './landing-locale-menu.tsx';
import { LandingMobileMenu } from './landing-mobile-menu.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * The landing header: logo, section links, 'Create Your Tournament', the language, Login; a menu on small screens.
 * Plain links: the landing runs without the app's router, and /app loads in full.
 */
export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 px-4 backdrop-blur sm:px-6">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        {t({ defaultMessage: 'Skip to content' })}
      </a>
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2">
        <a href={paths.home()} className="mr-auto rounded-md lg:mr-4">
          <Logo />
        </a>
        <nav aria-label={t({ defaultMessage: 'Sections' })} className="mr-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {landingSections.map(({ anchor, label }) => (
              <li key={anchor}>
                <a
                  href={paths.landing(anchor)}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
                >
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a href={paths.app.organizer()} className={clsx(buttonVariants({ size: 'sm', variant: 'outline' }), 'max-md:hidden')}>
          {t({ defaultMessage: 'Create Your Tournament' })}
        </a>
        <LandingLocaleMenu signedIn={signedIn} />
        {signedIn ? (
          <a href={paths.app.dashboard()} className={buttonVariants({ size: 'sm' })}>
            {t({ defaultMessage: 'Go to dashboard' })}
          </a>
        ) : (
          <a href={paths.auth.login()} className={buttonVariants({ size: 'sm' })}>
            {t({ defaultMessage: 'Login' })}
          </a>
        )}
        <LandingMobileMenu signedIn={signedIn} />
      </div>
    </header>
  );
}
