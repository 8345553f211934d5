import { cn } from '@/lib/cn.ts';

/** Ranking colours by position (spec §9): the winner, the podium, the top six, the rest. */
export function positionTone(position: number): 'gold' | 'podium' | 'top' | 'rest' {
  if (position === 1) return 'gold';
  if (position <= 3) return 'podium';
  if (position <= 6) return 'top';
  return 'rest';
}

const classes = {
  gold: 'bg-warning text-black',
  podium: 'bg-primary text-primary-foreground',
  top: 'bg-status-ongoing/20 text-status-ongoing light:text-[#0b6b61]',
  rest: 'bg-muted text-muted-foreground',
} as const;

export function PositionBadge({ position }: { position: number }) {
  const tone = positionTone(position);
  return (
    <span
      data-tone={tone}
      className={cn('inline-flex size-6 items-center sm:size-7 justify-center rounded-full text-xs font-bold tabular-nums', classes[tone])}
    >
      {position}
    </span>
  );
}
