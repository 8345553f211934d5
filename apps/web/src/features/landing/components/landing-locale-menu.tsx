import { lazy, Suspense, useState } from 'react';
import { localeTriggerClass, useLocaleTrigger } from '@/components/locale-trigger.tsx';
import { clsx } from 'clsx';
import { chooseLandingLocale } from '../lib/choose-landing-locale.ts';

const loadMenu = () => import('@/components/locale-menu.tsx');
const LocaleMenu = lazy(loadMenu);

/**
 * The landing's language switch (the spec's 'EN'). The menu machinery loads on first use (or when the pointer or
 * focus reaches the button), like the mobile menu, keeping it out of the page's first load; until then a button
 * that looks the same stands in, and a click on it opens the menu as soon as it arrives.
 */
export function LandingLocaleMenu({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const [used, setUsed] = useState(false);
  const trigger = useLocaleTrigger();
  const placeholder = (
    <button
      type="button"
      className={clsx(localeTriggerClass, className)}
      aria-label={trigger.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setUsed(true)}
    >
      {trigger.content}
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LocaleMenu defaultOpen className={className} onChoose={(locale) => void chooseLandingLocale(locale, signedIn)} />
    </Suspense>
  );
}
