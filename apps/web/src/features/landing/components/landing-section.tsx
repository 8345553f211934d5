import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** A landing section: the page's width, its spacing, and room under the sticky header when an anchor lands on it. */
export function LandingSection({ className, children, ...props }: ComponentProps<'section'>) {
  return (
    // tabIndex -1: the mobile menu moves focus to the section it scrolled to.
    <section tabIndex={-1} className={cn('scroll-mt-16 px-4 py-16 outline-none sm:px-6 sm:py-24', className)} {...props}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10">{children}</div>
    </section>
  );
}
