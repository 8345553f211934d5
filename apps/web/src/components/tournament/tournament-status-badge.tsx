import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { statusLabel, statusTone, type StatusTone } from '@/lib/tournament-status.ts';

/** Spec colours: open green, in progress teal with a live dot, finished grey, cancelled red; unknown neutral. */
const toneClasses: Record<StatusTone, string> = {
  open: 'border-success/40 bg-success/15 text-success-text',
  live: 'border-status-ongoing/40 bg-status-ongoing/15 text-status-ongoing light:text-[#0b6b61]',
  finished: 'border-status-upcoming/40 bg-status-upcoming/15 text-muted-foreground',
  cancelled: 'border-destructive/40 bg-destructive/15 text-destructive-text',
  draft: 'border-warning/40 bg-warning/15 text-warning-text',
  neutral: 'border-border bg-muted text-muted-foreground',
};

export function TournamentStatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useT();
  const tone = statusTone(status);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap uppercase',
        toneClasses[tone],
        className,
      )}
    >
      {tone === 'live' && <span aria-hidden className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" />}
      {statusLabel(status, t)}
    </span>
  );
}
