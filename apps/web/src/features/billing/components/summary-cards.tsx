import type { LucideIcon } from 'lucide-react';
import { CalendarClock, Hourglass, TrendingUp, Wallet } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatMoney } from '@/lib/format.ts';
import { useBalance } from '../api/get-balance.ts';
import { useBillingSummary } from '../api/get-billing-summary.ts';

function SummaryCard({ title, value, hint, icon: Icon, tone }: { title: string; value?: string; hint: string; icon: LucideIcon; tone?: 'negative' }) {
  return (
    <Card className="flex flex-col gap-2 p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon aria-hidden className="size-4 text-muted-foreground" />
      </div>
      {value === undefined ? (
        <Skeleton className="h-8 w-28" />
      ) : (
        <p className={cn('text-2xl font-bold tracking-tight tabular-nums', tone === 'negative' && 'text-destructive-text')}>{value}</p>
      )}
      <p className="text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}

/** The four cards (spec §2): Total Balance from the cached balance, the rest from the server's summary. */
export function SummaryCards({ currency }: { currency: string }) {
  const balance = useBalance(currency);
  const summary = useBillingSummary(currency);
  if (balance.isError || summary.isError) {
    return (
      <ErrorState
        title="Couldn’t load your balance"
        onRetry={() => {
          if (balance.isError) void balance.refetch();
          if (summary.isError) void summary.refetch();
        }}
        retrying={balance.isFetching || summary.isFetching}
      />
    );
  }
  const money = (n: number | undefined) => (n === undefined ? undefined : formatMoney(n, currency));
  const loading = balance.isPending || summary.isPending;
  return (
    <div role={loading ? 'status' : undefined} aria-label={loading ? 'Loading balance' : undefined} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard title="Total Balance" value={money(balance.data?.available)} hint="Available to withdraw" icon={Wallet} />
      <SummaryCard
        title="Total Profit"
        value={money(summary.data?.totalProfit)}
        hint="Prizes won minus entry fees paid"
        icon={TrendingUp}
        tone={(summary.data?.totalProfit ?? 0) < 0 ? 'negative' : undefined}
      />
      <SummaryCard title="Pending Payouts" value={money(summary.data?.pendingPayouts)} hint="Entry fees not paid yet" icon={Hourglass} />
      <SummaryCard title="Monthly Revenue" value={money(summary.data?.monthlyRevenue)} hint="Entry fees paid this month" icon={CalendarClock} />
    </div>
  );
}
