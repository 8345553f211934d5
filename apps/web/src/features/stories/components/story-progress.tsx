import { useT } from '@/lib/i18n/use-t.ts';

/**
 * One segment per story of the author: the seen ones full, the current one filling as it plays, the rest empty.
 * Assistive technology hears it as one progress bar named "Story 2 of 3".
 */
export function StoryProgress({ count, current, progress }: { count: number; current: number; progress: number }) {
  const t = useT();
  return (
    <div
      role="progressbar"
      aria-label={t({ defaultMessage: 'Story {position} of {count}' }, { position: current + 1, count })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      className="flex w-full gap-1"
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-1 flex-1 overflow-hidden rounded-full bg-white/30">
          <div className="h-full rounded-full bg-white" style={{ width: `${(i < current ? 1 : i === current ? progress : 0) * 100}%` }} />
        </div>
      ))}
    </div>
  );
}
