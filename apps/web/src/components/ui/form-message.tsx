import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** A field's validation message. Announced when it appears; renders nothing without text. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('text-sm font-medium text-destructive-text', className)} {...props}>
      {children}
    </p>
  );
}
