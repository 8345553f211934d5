import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** A card's title at the second heading level: each card is a section of the Settings page (its h1). */
export function SectionTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}
