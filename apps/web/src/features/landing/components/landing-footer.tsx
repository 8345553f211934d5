import { Logo } from '@/components/ui/logo.tsx';
import { paths } from '@/config/paths.ts';
import { landingSections } from '../lib/landing-sections.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export function LandingFooter() {
  const t = useT();
  const linkClass = 'rounded-sm text-muted-foreground transition-colors hover:text-foreground';
  return (
    <footer className="border-t bg-card/40 px-4 sm:px-6">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 py-10 md:flex-row md:justify-between">
        <div className="flex max-w-xs flex-col gap-3">
          <Logo />
          <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'The open esports tournament platform for players and organizers.' })}</p>
        </div>
        <div className="grid grid-cols-2 gap-8 text-sm sm:gap-16">
          <nav aria-label={t({ defaultMessage: 'Footer sections' })} className="flex flex-col gap-2">
            <h2 className="font-semibold">Clutch</h2>
            {landingSections.map(({ anchor, label }) => (
              <a key={anchor} href={paths.landing(anchor)} className={linkClass}>
                {t(label)}
              </a>
            ))}
          </nav>
          <nav aria-label={t({ defaultMessage: 'Legal' })} className="flex flex-col gap-2">
            <h2 className="font-semibold">{t({ defaultMessage: 'Legal' })}</h2>
            <a href={paths.legal('terms')} className={linkClass}>
              {t({ defaultMessage: 'Terms' })}
            </a>
            <a href={paths.legal('privacy')} className={linkClass}>
              {t({ defaultMessage: 'Privacy Policy' })}
            </a>
          </nav>
        </div>
      </div>
      <p className="mx-auto max-w-6xl border-t py-4 text-center text-xs text-muted-foreground">© {new Date().getFullYear()} Clutch</p>
    </footer>
  );
}
