import { Languages } from 'lucide-react';
import { clsx as cn } from 'clsx';

/** The spec's 'EN': the interface language. English is the only one the landing page is written in. */
export function LanguageIndicator({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-medium text-muted-foreground', className)}>
      <Languages aria-hidden className="size-4" />
      <span aria-hidden>EN</span>
      <span className="sr-only">Language: English</span>
    </span>
  );
}
