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
import { defineMessage } from '@/lib/i18n/message.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePayPrize, usePrizes } from '../api/prizes.ts';

const placeLabel = (position: number, t: Translate) =>
  t({ defaultMessage: '{position, select, 1 {1st Place} 2 {2nd Place} 3 {3rd Place} other {Place #{position}}}' }, { position: String(position) });

const payPlace = defineMessage({ defaultMessage: 'Pay {what}', description: 'Button: pay a prize; {what} is its place (“1st Place”) or its amount' });
const prizesTitle = defineMessage({ defaultMessage: 'Prizes' });

/** A prize can be paid once the tournament is finished, someone holds the place, and there is an amount. */
const payable = (p: PrizeAward, t: Tournament) => t.status === 'FINISHED' && p.status === 'PENDING' && p.winner !== null && (p.amount ?? 0) > 0;

function PrizeCard({ prize: p, tournament, onPay }: { prize: PrizeAward; tournament: Tournament; onPay: () => void }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-col">
          <h3 className="font-semibold">{placeLabel(p.position, t)}</h3>
          <p className="text-xl font-bold tabular-nums">
            {p.amount === null ? t({ defaultMessage: 'TBD', description: 'A prize amount not yet decided' }) : formatMoney(p.amount, p.currency)}
          </p>
        </div>
        {/* A payout state means something only once somebody holds the place. */}
        {p.winner &&
          (p.status === 'PAID' ? (
            <Badge variant="success">{t({ defaultMessage: 'Paid', description: 'Prize payout state' })}</Badge>
          ) : (
            <Badge variant="warning">{t({ defaultMessage: 'Pending', description: 'Prize payout state: not paid yet' })}</Badge>
          ))}
      </div>
      {p.description && <p className="text-sm text-muted-foreground">{p.description}</p>}
      {p.winner ? (
        <p className="flex items-center gap-2 text-sm">
          <TeamAvatar name={p.winner.teamName} photoUrl={p.winner.photoUrl} />
          <span className="min-w-0">
            <span className="font-medium">{p.winner.teamName}</span>
            <span className="block text-xs text-muted-foreground">{t({ defaultMessage: 'Captain {captain}' }, { captain: p.winner.captainNickName })}</span>
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          {tournament.status === 'FINISHED'
            ? t({ defaultMessage: 'Nobody holds this place.' })
            : t({ defaultMessage: 'Decided when the tournament finishes.' })}
        </p>
      )}
      {p.paidAt && (
        <p className="text-xs text-muted-foreground">
          {t({ defaultMessage: 'Paid {date}', description: 'When a prize was paid' }, { date: formatDateTime(p.paidAt, { timeZone: tournament.timeZone }) })}
        </p>
      )}
      {payable(p, tournament) && (
        <Button size="sm" className="self-start" onClick={onPay}>
          <Banknote aria-hidden />
          {t(payPlace, { what: placeLabel(p.position, t) })}
        </Button>
      )}
    </li>
  );
}

/** Prizes: each place, its amount, who won it and whether it has been paid; Pay sends it to the winning captain. */
export function PrizesPanel({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const query = usePrizes(tournament.id);
  const pay = usePayPrize(tournament.id);
  const [paying, setPaying] = useState<PrizeAward | null>(null);

  if (query.isPending)
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading prizes' })} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-36 w-full" />
        ))}
      </div>
    );
  if (query.isError) return <ErrorState title={t({ defaultMessage: 'Could not load prizes' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={Trophy}
        title={t({ defaultMessage: 'No prizes' })}
        description={t({ defaultMessage: 'Add prizes when you edit the tournament; they are awarded when it finishes.' })}
      />
    );

  const confirm = () => {
    if (!paying) return;
    const p = paying;
    pay.mutate(p.position, {
      onSuccess: () => {
        toast.success(t({ defaultMessage: '{place} paid' }, { place: placeLabel(p.position, t) }), {
          description: p.winner ? t({ defaultMessage: 'Sent to {captain}.' }, { captain: p.winner.captainNickName }) : undefined,
        });
        setPaying(null);
      },
      onError: (e) => {
        toast.error(t({ defaultMessage: 'Could not pay the prize' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) });
        setPaying(null);
      },
    });
  };

  return (
    <>
      <ul aria-label={t(prizesTitle)} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[...query.data]
          .sort((a, b) => a.position - b.position)
          .map((p) => (
            <PrizeCard key={p.position} prize={p} tournament={tournament} onPay={() => setPaying(p)} />
          ))}
      </ul>
      <AlertDialog open={paying !== null} onOpenChange={(o) => !o && !pay.isPending && setPaying(null)}>
        <AlertDialogContent>
          {paying?.winner && (
            <>
              <AlertDialogHeader>
                <AlertDialogTitle>{t({ defaultMessage: 'Pay {place}?' }, { place: placeLabel(paying.position, t) })}</AlertDialogTitle>
                <AlertDialogDescription>
                  {t(
                    { defaultMessage: '{amount} goes to {captain}, captain of {team}. A payout can’t be undone.' },
                    { amount: formatMoney(paying.amount ?? 0, paying.currency), captain: paying.winner.captainNickName, team: paying.winner.teamName },
                  )}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t({ defaultMessage: 'Not now' })}</AlertDialogCancel>
                <Button onClick={confirm} disabled={pay.isPending}>
                  {pay.isPending && <Spinner className="size-4" />}
                  {t(payPlace, { what: formatMoney(paying.amount ?? 0, paying.currency) })}
                </Button>
              </AlertDialogFooter>
            </>
          )}
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
