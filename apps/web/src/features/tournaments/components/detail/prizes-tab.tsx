import type { PrizeAward } from '@clutch/contract/organizer';
import type { Tournament } from '@clutch/contract/tournaments';
import { Gift, Medal } from 'lucide-react';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePrizes } from '../../api/get-prizes.ts';
import { placeLabel } from '../../lib/place-label.ts';
import { PositionBadge } from './position-badge.tsx';

/** A prize whose amount the organizer has not set. */
export const amountToBeDecided = defineMessage({ defaultMessage: 'TBD', description: 'A prize amount not decided yet' });

type PrizeCard = Pick<PrizeAward, 'position' | 'amount' | 'description'> & { award?: Pick<PrizeAward, 'winner' | 'status' | 'paidAt'> };

function Award({ award, timeZone }: { award: NonNullable<PrizeCard['award']>; timeZone: string }) {
  const t = useT();
  if (!award.winner) return <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'No team holds this place.' })}</p>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
      <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
        <TeamAvatar name={award.winner.teamName} photoUrl={award.winner.photoUrl} className="size-7" />
        <span className="truncate">
          <span className="sr-only">{t({ defaultMessage: 'Winner:', description: 'Before the team that won a prize, for screen readers' })} </span>
          {award.winner.teamName}
        </span>
      </span>
      {award.status === 'PAID' ? (
        <Badge variant="success">
          {t({ defaultMessage: 'Paid', description: 'A prize paid to its winner' })}
          {award.paidAt && <time dateTime={award.paidAt}>{` ${formatDate(award.paidAt, { timeZone })}`}</time>}
        </Badge>
      ) : (
        <Badge variant="warning">{t({ defaultMessage: 'Pending', description: 'A prize not paid to its winner yet' })}</Badge>
      )}
    </div>
  );
}

function PrizeCards({ prizes, currency, timeZone }: { prizes: PrizeCard[]; currency: string; timeZone: string }) {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[...prizes]
        .sort((a, b) => a.position - b.position)
        .map((p) => (
          <li key={p.position} className="flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <PositionBadge position={p.position} />
              <h3 className="font-semibold">{placeLabel(p.position, t)}</h3>
              {p.position <= 3 && <Medal aria-hidden className="ml-auto size-5 text-warning-text" />}
            </div>
            <p className="text-2xl font-bold tabular-nums">{p.amount === null ? t(amountToBeDecided) : formatMoney(p.amount, currency)}</p>
            {p.description && <p className="text-sm text-muted-foreground">{p.description}</p>}
            {p.award && <Award award={p.award} timeZone={timeZone} />}
          </li>
        ))}
    </ul>
  );
}

/** No prize to show: `finished` says the organizer did not list any, otherwise that none is listed yet. */
function NoPrizes({ finished }: { finished: boolean }) {
  const t = useT();
  return (
    <EmptyState
      icon={Gift}
      title={t({ defaultMessage: 'No prizes announced' })}
      description={
        finished
          ? t({ defaultMessage: 'The organizer did not list prizes for this tournament.' })
          : t({ defaultMessage: 'The organizer has not listed prizes for this tournament.' })
      }
    />
  );
}

/** After the finish: each place with the team that won it and whether its payout went through. */
function AwardedPrizes({ tournament }: { tournament: Pick<Tournament, 'id' | 'currency' | 'timeZone'> }) {
  const t = useT();
  const awards = usePrizes(tournament.id);
  if (awards.isPending) {
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading prizes' })} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-40 w-full" />)}
      </div>
    );
  }
  if (awards.isError) return <ErrorState title={t({ defaultMessage: 'Could not load the prizes' })} onRetry={() => void awards.refetch()} retrying={awards.isFetching} />;
  if (!awards.data.length) return <NoPrizes finished />;
  return (
    <PrizeCards
      prizes={awards.data.map(({ position, amount, description, ...award }) => ({ position, amount, description, award }))}
      currency={tournament.currency}
      timeZone={tournament.timeZone}
    />
  );
}

/**
 * Prizes (spec §2): a card per place with its amount in the tournament's currency, or TBD, and its description; once
 * the tournament is finished, also the winning team and the payout's state ('Pending', or 'Paid' with its date).
 */
export function PrizesTab({ tournament }: { tournament: Pick<Tournament, 'id' | 'status' | 'prizes' | 'currency' | 'timeZone'> }) {
  if (tournament.status === 'FINISHED') return <AwardedPrizes tournament={tournament} />;
  if (!tournament.prizes.length) return <NoPrizes finished={false} />;
  return <PrizeCards prizes={tournament.prizes} currency={tournament.currency} timeZone={tournament.timeZone} />;
}
