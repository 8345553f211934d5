import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const loadSheet = () => import('./landing-mobile-sheet.tsx');
const LandingMobileSheet = lazy(loadSheet);

/**
 * The slide-in menu below 1024 px. The dialog machinery loads on first use (or when the pointer or focus reaches the
 * button), keeping it out of the landing page's first load.
 */
export function LandingMobileMenu({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={clsx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
        aria-label={t({ defaultMessage: 'Open menu' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden />
      </button>
      {used && (
        <Suspense fallback={null}>
          <LandingMobileSheet signedIn={signedIn} open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
