import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { matchStatusLabel } from '@/lib/match-status.ts';

const variants: Record<string, 'success' | 'warning' | 'secondary' | 'outline'> = {
  FINISHED: 'secondary',
  IN_PROGRESS: 'success',
  SCHEDULED: 'outline',
};

/** Finished, In Progress, Scheduled, or Unknown for anything else (spec §2 Matches). */
export function MatchStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <Badge variant={variants[status] ?? 'outline'}>{matchStatusLabel(status, t)}</Badge>;
}
