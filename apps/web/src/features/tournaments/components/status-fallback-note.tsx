import type { TournamentStatus } from '@clutch/contract/tournaments';
import { Info } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * Says which status the default view settled on (spec §2: open for registration, else in progress, else finished,
 * else everything), so the list never looks like it ignored the user.
 */
export function StatusFallbackNote({ applied }: { applied: TournamentStatus | null }) {
  const t = useT();
  let text: string;
  if (applied === 'OPEN_FOR_REGISTRATION') text = t({ defaultMessage: 'Showing tournaments open for registration.' });
  else if (applied === null) text = t({ defaultMessage: 'No tournament is open, in progress or finished right now, so every tournament is shown.' });
  else {
    text = t(
      {
        defaultMessage:
          'No tournament is open for registration right now, so {status, select, IN_PROGRESS {in progress} FINISHED {finished} CANCELLED {cancelled} other {draft}} tournaments are shown.',
      },
      { status: applied },
    );
  }
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span data-testid="applied-status">{text}</span>
    </p>
  );
}
