import type { CurrencySummary } from '@clutch/contract/payments';
import type { LucideIcon } from 'lucide-react';
import { CalendarClock, Hourglass, TrendingUp, Wallet } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatMoney } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useBalance } from '../api/get-balance.ts';
import { useBillingSummary } from '../api/get-billing-summary.ts';

interface Figure {
  currency: string;
  amount: number;
}

const figureClass = ({ amount }: Figure, size: string, signed?: boolean) =>
  cn('font-bold tracking-tight tabular-nums', size, signed && amount < 0 && 'text-destructive-text');

/** One card; a figure per currency held, each in its own currency (amounts in different currencies are never added). */
function SummaryCard({ title, figures, hint, icon: Icon, signed }: { title: string; figures?: Figure[]; hint: string; icon: LucideIcon; signed?: boolean }) {
  const t = useT();
  const several = (figures?.length ?? 0) > 1;
  return (
    <Card className="flex flex-col gap-2 p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon aria-hidden className="size-4 text-muted-foreground" />
      </div>
      {figures === undefined ? (
        <Skeleton className="h-8 w-28" />
      ) : several ? (
        <ul aria-label={t({ defaultMessage: '{title} by currency' }, { title })} className="flex flex-col gap-0.5">
          {figures.map((figure) => (
            <li key={figure.currency} className={figureClass(figure, 'text-xl', signed)}>
              {formatMoney(figure.amount, figure.currency)}
            </li>
          ))}
        </ul>
      ) : (
        figures.map((figure) => (
          <p key={figure.currency} className={figureClass(figure, 'text-2xl', signed)}>
            {formatMoney(figure.amount, figure.currency)}
          </p>
        ))
      )}
      <p className="text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}

/**
 * The four cards (spec §2), with one figure per currency the user holds: Total Balance in `currency` from the cached
 * balance, everything else from the server's summary.
 */
export function SummaryCards({ currency }: { currency: string }) {
  const t = useT();
  const balance = useBalance(currency);
  const summary = useBillingSummary(currency);
  if (balance.isError || summary.isError) {
    return (
      <ErrorState
        title={t({ defaultMessage: 'Couldn’t load your balance' })}
        onRetry={() => {
          if (balance.isError) void balance.refetch();
          if (summary.isError) void summary.refetch();
        }}
        retrying={balance.isFetching || summary.isFetching}
      />
    );
  }
  const loading = balance.isPending || summary.isPending;
  const held = loading ? undefined : summary.data.byCurrency;
  const figures = (pick: (s: CurrencySummary) => number) => held?.map((s) => ({ currency: s.currency, amount: pick(s) }));
  return (
    <div role={loading ? 'status' : undefined} aria-label={loading ? t({ defaultMessage: 'Loading balance' }) : undefined} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard
        title={t({ defaultMessage: 'Total Balance' })}
        figures={figures((s) => (s.currency === currency && balance.data ? balance.data.available : s.totalBalance))}
        hint={t({ defaultMessage: 'Available to withdraw' })}
        icon={Wallet}
      />
      <SummaryCard
        title={t({ defaultMessage: 'Total Profit' })}
        figures={figures((s) => s.totalProfit)}
        hint={t({ defaultMessage: 'Prizes won minus entry fees paid' })}
        icon={TrendingUp}
        signed
      />
      <SummaryCard
        title={t({ defaultMessage: 'Pending Payouts' })}
        figures={figures((s) => s.pendingPayouts)}
        hint={t({ defaultMessage: 'Entry fees not paid yet' })}
        icon={Hourglass}
      />
      <SummaryCard
        title={t({ defaultMessage: 'Monthly Revenue' })}
        figures={figures((s) => s.monthlyRevenue)}
        hint={t({ defaultMessage: 'Entry fees paid this month' })}
        icon={CalendarClock}
      />
    </div>
  );
}
