import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/**
 * A landing section: the page's width, its spacing (`compact` for a slimmer band), and room under the sticky header
 * when an anchor lands on it. Classes join without merging (the landing ships without tailwind-merge): `className`
 * must not set padding.
 */
export function LandingSection({ className, compact = false, children, ...props }: ComponentProps<'section'> & { compact?: boolean }) {
  return (
    // tabIndex -1: the mobile menu moves focus to the section it scrolled to.
    <section
      tabIndex={-1}
      className={clsx('scroll-mt-16 px-4 outline-none sm:px-6', compact ? 'py-12 sm:py-16' : 'py-16 sm:py-24', className)}
      {...props}
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10">{children}</div>
    </section>
  );
}
