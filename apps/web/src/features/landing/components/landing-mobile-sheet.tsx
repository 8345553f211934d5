import { useState, type MouseEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet.tsx';
import { paths } from '@/config/paths.ts';
import { landingSections, type LandingAnchor } from '../lib/landing-sections.ts';
import LocaleMenu from '@/components/locale-menu.tsx';
import { chooseLandingLocale } from '../lib/choose-landing-locale.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * The menu's sheet: modal (focus trap, Escape, overlay click). Following a link closes it; a section link scrolls
 * once the sheet has let go of the page, so focus does not jump back to the trigger. Loaded on first open.
 */
export default function LandingMobileSheet({
  signedIn,
  open,
  setOpen,
  trigger,
}: {
  signedIn: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opened it, which gets focus back on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const [pendingAnchor, setPendingAnchor] = useState<LandingAnchor | null>(null);

  const goToSection = (anchor: LandingAnchor) => (event: MouseEvent) => {
    event.preventDefault();
    setPendingAnchor(anchor);
    setOpen(false);
  };

  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    if (!pendingAnchor) {
      trigger.current?.focus();
      return;
    }
    setPendingAnchor(null);
    window.location.assign(paths.landing(pendingAnchor));
    document.getElementById(pendingAnchor)?.focus({ preventScroll: true });
  };

  const linkClass =
    'flex min-h-11 items-center rounded-md px-3 text-base font-medium transition-colors hover:bg-accent focus-visible:bg-accent';

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent side="right" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus} className="p-4 pt-3">
        <SheetTitle className="flex h-8 items-center">{t({ defaultMessage: 'Menu' })}</SheetTitle>
        <nav aria-label={t({ defaultMessage: 'Sections' })}>
          <ul className="flex flex-col gap-1">
            {landingSections.map(({ anchor, label }) => (
              <li key={anchor}>
                <a href={paths.landing(anchor)} onClick={goToSection(anchor)} className={linkClass}>
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t pt-4">
          <Button asChild variant="outline">
            <a href={paths.app.organizer()} onClick={() => setOpen(false)}>
              {t({ defaultMessage: 'Create Your Tournament' })}
            </a>
          </Button>
          <Button asChild>
            {signedIn ? (
              <a href={paths.app.dashboard()} onClick={() => setOpen(false)}>
                {t({ defaultMessage: 'Go to dashboard' })}
              </a>
            ) : (
              <a href={paths.auth.login()} onClick={() => setOpen(false)}>
                {t({ defaultMessage: 'Login' })}
              </a>
            )}
          </Button>
          <LocaleMenu className="self-center" onChoose={(locale) => void chooseLandingLocale(locale, signedIn)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
