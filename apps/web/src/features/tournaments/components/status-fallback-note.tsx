import type { TournamentStatus } from '@clutch/contract/tournaments';
import { Info } from 'lucide-react';
import { statusFilterLabels } from '@/lib/tournament-status.ts';

/**
 * Says which status the default view settled on (spec §2: open for registration, else in progress, else finished,
 * else everything), so the list never looks like it ignored the user.
 */
export function StatusFallbackNote({ applied }: { applied: TournamentStatus | null }) {
  let text: string;
  if (applied === 'OPEN_FOR_REGISTRATION') text = 'Showing tournaments open for registration.';
  else if (applied === null) text = 'No tournament is open, in progress or finished right now, so every tournament is shown.';
  else {
    const label = applied in statusFilterLabels ? statusFilterLabels[applied as keyof typeof statusFilterLabels] : applied;
    text = `No tournament is open for registration right now, so ${label.toLowerCase()} tournaments are shown.`;
  }
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span data-testid="applied-status">{text}</span>
    </p>
  );
}
