import { Share, Smartphone, SquarePlus } from 'lucide-react';
import { InstallAppButton } from './install-app-button.tsx';
import { LandingSection } from './landing-section.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * The spec's app-download block. There are no published store apps, so it says what is true: Clutch works in the
 * phone's browser and can sit on the home screen, with the browser's own install prompt where it has one.
 */
export function MobileAppSection() {
  const t = useT();
  return (
    <LandingSection aria-labelledby="mobile-title" compact>
      <div className="flex flex-col gap-8 rounded-xl border bg-[linear-gradient(135deg,color-mix(in_oklab,var(--color-primary)_22%,var(--color-card)),var(--color-card))] p-6 sm:p-10 md:flex-row md:items-center">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Smartphone aria-hidden className="size-8" />
        </span>
        <div className="flex flex-col gap-3">
          <h2 id="mobile-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t({ defaultMessage: 'Clutch works in your phone’s browser' })}
          </h2>
          <p className="text-muted-foreground">
            {t({
              defaultMessage: 'No download needed: open Clutch on your phone and everything is there. Add it to your home screen to open it like an app.',
            })}
          </p>
          <ul className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
            <li className="flex items-center gap-2">
              <Share aria-hidden className="size-4 text-link" />
              {t({ defaultMessage: 'iPhone: Share, then Add to Home Screen' })}
            </li>
            <li className="flex items-center gap-2">
              <SquarePlus aria-hidden className="size-4 text-link" />
              {t({ defaultMessage: 'Android: menu ⋮, then Add to Home screen' })}
            </li>
          </ul>
          <InstallAppButton />
        </div>
      </div>
    </LandingSection>
  );
}
