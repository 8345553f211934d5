import { clsx as cn } from 'clsx';
import type { LandingBadge } from '../lib/landing-badge.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';

const styles: Record<LandingBadge, { label: MessageDescriptor; className: string }> = {
  // The token's red is darkened a quarter so white text on it reads at WCAG AA.
  live: { label: defineMessage({ defaultMessage: 'Live', description: 'Badge of a tournament being played right now' }), className: 'bg-[color-mix(in_oklab,var(--color-status-live),black_28%)] text-white' },
  ongoing: { label: defineMessage({ defaultMessage: 'Ongoing', description: 'Badge of a tournament in progress' }), className: 'bg-status-ongoing text-black' },
  upcoming: { label: defineMessage({ defaultMessage: 'Upcoming', description: 'Badge of a tournament open for registration' }), className: 'bg-status-upcoming text-black' },
};

/** The landing carousel's status badge (spec §4); nothing for a tournament without one. */
export function LiveBadge({ badge, className }: { badge: LandingBadge | null; className?: string }) {
  const t = useT();
  if (!badge) return null;
  const { label, className: tone } = styles[badge];
  return (
    <span
      data-badge={badge}
      className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm', tone, className)}
    >
      {badge === 'live' && <span aria-hidden className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" />}
      {t(label)}
    </span>
  );
}
