import { clsx as cn } from 'clsx';

/** The Clutch mark and wordmark; the same drawing as the favicon. Classes join without merging (the landing ships without tailwind-merge). */
export function Logo({ className, withWordmark = true }: { className?: string; withWordmark?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M21.5 10.5a8 8 0 1 0 0 11" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      {withWordmark ? <span className="text-xl">Clutch</span> : <span className="sr-only">Clutch</span>}
    </span>
  );
}
