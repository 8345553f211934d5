import type { Transaction } from '@clutch/contract/payments';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useTransactions } from '../api/get-transactions.ts';

type Filter = 'pending' | 'paid';
const isFilter = (v: string): v is Filter => v === 'pending' || v === 'paid';

/** Spec §4: PENDING transactions are pending payments, COMPLETED ones paid tournaments. */
const statusOf: Record<Filter, Transaction['status']> = { pending: 'PENDING', paid: 'COMPLETED' };
const empty: Record<Filter, { title: string; description: string }> = {
  pending: { title: 'No pending payments', description: 'Entry fees you still owe show up here.' },
  paid: { title: 'No paid tournaments yet', description: 'Entry fees you have paid show up here with their date.' },
};

const tournamentName = (t: Transaction) => t.entity?.tournament.name ?? 'Tournament Placeholder';
const teamName = (t: Transaction) => t.entity?.team.name ?? 'Team Placeholder';

function StatusBadge({ status }: { status: Transaction['status'] }) {
  return status === 'COMPLETED' ? <Badge variant="success">Paid</Badge> : <Badge variant="warning">Pending</Badge>;
}

function TransactionsTable({ rows, caption }: { rows: Transaction[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Tournament</th>
            <th scope="col" className="px-4 py-3 font-medium">Team</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Prize Pool</th>
            <th scope="col" className="px-4 py-3 font-medium">Due Date</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((t) => (
            <tr key={t.id}>
              <td className="px-4 py-3 font-medium">{tournamentName(t)}</td>
              <td className="px-4 py-3">{teamName(t)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatMoney(t.amount, t.currency)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={t.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 768 px the table becomes a card per transaction (DESIGN.md §6). */
function TransactionCards({ rows, label }: { rows: Transaction[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {rows.map((t) => (
        <li key={t.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">{tournamentName(t)}</p>
            <StatusBadge status={t.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Team</dt>
            <dd>{teamName(t)}</dd>
            <dt className="text-muted-foreground">Prize Pool</dt>
            <dd className="tabular-nums">{formatMoney(t.amount, t.currency)}</dd>
            <dt className="text-muted-foreground">Due Date</dt>
            <dd>
              <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function TransactionsSkeleton() {
  return (
    <div role="status" aria-label="Loading payments" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}

/** The status filter and the 'Pending Payments' / 'Paid Tournaments' tabs: two controls over one choice. */
export function PaymentsSection({ userId }: { userId: string }) {
  const [filter, setFilter] = useState<Filter>('pending');
  const query = useTransactions(userId);
  const wide = useMediaQuery('(min-width: 768px)');
  const change = (v: string) => isFilter(v) && setFilter(v);

  const panel = (value: Filter, label: string) => {
    if (query.isPending) return <TransactionsSkeleton />;
    if (query.isError)
      return <ErrorState title="Couldn’t load your payments" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    const rows = query.data.filter((t) => t.status === statusOf[value]);
    if (rows.length === 0) return <EmptyState icon={Receipt} className="py-8" {...empty[value]} />;
    return wide ? <TransactionsTable rows={rows} caption={label} /> : <TransactionCards rows={rows} label={label} />;
  };

  return (
    <section aria-labelledby="billing-payments" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="billing-payments" className="text-xl font-semibold tracking-tight">
          Entry fees
        </h2>
        <div className="flex items-center gap-2">
          <Label htmlFor="billing-status-filter" className="text-sm text-muted-foreground">
            Status
          </Label>
          <Select value={filter} onValueChange={change}>
            <SelectTrigger id="billing-status-filter" className="w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="pending">Pending</SelectItem>
              <SelectItem value="paid">Paid</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
      <Tabs value={filter} onValueChange={change} className="flex flex-col gap-4">
        <TabsList>
          <TabsTrigger value="pending">Pending Payments</TabsTrigger>
          <TabsTrigger value="paid">Paid Tournaments</TabsTrigger>
        </TabsList>
        <TabsContent value="pending">{panel('pending', 'Pending Payments')}</TabsContent>
        <TabsContent value="paid">{panel('paid', 'Paid Tournaments')}</TabsContent>
      </Tabs>
    </section>
  );
}
