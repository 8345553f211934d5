import { clsx as cn } from 'clsx';
import type { LandingBadge } from '../lib/landing-badge.ts';

const styles: Record<LandingBadge, { label: string; className: string }> = {
  // The token's red is darkened a quarter so white text on it reads at WCAG AA.
  live: { label: 'Live', className: 'bg-[color-mix(in_oklab,var(--color-status-live),black_28%)] text-white' },
  ongoing: { label: 'Ongoing', className: 'bg-status-ongoing text-black' },
  upcoming: { label: 'Upcoming', className: 'bg-status-upcoming text-black' },
};

/** The landing carousel's status badge (spec §4); nothing for a tournament without one. */
export function LiveBadge({ badge, className }: { badge: LandingBadge | null; className?: string }) {
  if (!badge) return null;
  const { label, className: tone } = styles[badge];
  return (
    <span
      data-badge={badge}
      className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm', tone, className)}
    >
      {badge === 'live' && <span aria-hidden className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" />}
      {label}
    </span>
  );
}
