import type { PrizeAward } from '@clutch/contract/organizer';
import type { Tournament } from '@clutch/contract/tournaments';
import { Banknote, Trophy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { errorMessage } from '@/lib/http.ts';
import { usePayPrize, usePrizes } from '../api/prizes.ts';

const podium: Record<number, string> = { 1: '1st Place', 2: '2nd Place', 3: '3rd Place' };
const placeLabel = (position: number) => podium[position] ?? `Place #${position}`;

/** A prize can be paid once the tournament is finished, someone holds the place, and there is an amount. */
const payable = (p: PrizeAward, t: Tournament) => t.status === 'FINISHED' && p.status === 'PENDING' && p.winner !== null && (p.amount ?? 0) > 0;

function PrizeCard({ prize: p, tournament: t, onPay }: { prize: PrizeAward; tournament: Tournament; onPay: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-col">
          <h3 className="font-semibold">{placeLabel(p.position)}</h3>
          <p className="text-xl font-bold tabular-nums">{p.amount === null ? 'TBD' : formatMoney(p.amount, p.currency)}</p>
        </div>
        {/* A payout state means something only once somebody holds the place. */}
        {p.winner && (p.status === 'PAID' ? <Badge variant="success">Paid</Badge> : <Badge variant="warning">Pending</Badge>)}
      </div>
      {p.description && <p className="text-sm text-muted-foreground">{p.description}</p>}
      {p.winner ? (
        <p className="flex items-center gap-2 text-sm">
          <TeamAvatar name={p.winner.teamName} photoUrl={p.winner.photoUrl} />
          <span className="min-w-0">
            <span className="font-medium">{p.winner.teamName}</span>
            <span className="block text-xs text-muted-foreground">Captain {p.winner.captainNickName}</span>
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t.status === 'FINISHED' ? 'Nobody holds this place.' : 'Decided when the tournament finishes.'}</p>
      )}
      {p.paidAt && <p className="text-xs text-muted-foreground">Paid {formatDateTime(p.paidAt, { timeZone: t.timeZone })}</p>}
      {payable(p, t) && (
        <Button size="sm" className="self-start" onClick={onPay}>
          <Banknote aria-hidden />
          Pay {placeLabel(p.position)}
        </Button>
      )}
    </li>
  );
}

/** Prizes: each place, its amount, who won it and whether it has been paid; Pay sends it to the winning captain. */
export function PrizesPanel({ tournament: t }: { tournament: Tournament }) {
  const query = usePrizes(t.id);
  const pay = usePayPrize(t.id);
  const [paying, setPaying] = useState<PrizeAward | null>(null);

  if (query.isPending)
    return (
      <div role="status" aria-label="Loading prizes" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-36 w-full" />
        ))}
      </div>
    );
  if (query.isError) return <ErrorState title="Could not load prizes" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0)
    return <EmptyState icon={Trophy} title="No prizes" description="Add prizes when you edit the tournament; they are awarded when it finishes." />;

  const confirm = () => {
    if (!paying) return;
    const p = paying;
    pay.mutate(p.position, {
      onSuccess: () => {
        toast.success(`${placeLabel(p.position)} paid`, { description: p.winner ? `Sent to ${p.winner.captainNickName}.` : undefined });
        setPaying(null);
      },
      onError: (e) => {
        toast.error('Could not pay the prize', { description: errorMessage(e, 'Please try again.') });
        setPaying(null);
      },
    });
  };

  return (
    <>
      <ul aria-label="Prizes" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[...query.data]
          .sort((a, b) => a.position - b.position)
          .map((p) => (
            <PrizeCard key={p.position} prize={p} tournament={t} onPay={() => setPaying(p)} />
          ))}
      </ul>
      <AlertDialog open={paying !== null} onOpenChange={(o) => !o && !pay.isPending && setPaying(null)}>
        <AlertDialogContent>
          {paying?.winner && (
            <>
              <AlertDialogHeader>
                <AlertDialogTitle>Pay {placeLabel(paying.position)}?</AlertDialogTitle>
                <AlertDialogDescription>
                  {formatMoney(paying.amount ?? 0, paying.currency)} goes to {paying.winner.captainNickName}, captain of {paying.winner.teamName}. A payout can’t be undone.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Not now</AlertDialogCancel>
                <Button onClick={confirm} disabled={pay.isPending}>
                  {pay.isPending && <Spinner className="size-4" />}
                  Pay {formatMoney(paying.amount ?? 0, paying.currency)}
                </Button>
              </AlertDialogFooter>
            </>
          )}
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
