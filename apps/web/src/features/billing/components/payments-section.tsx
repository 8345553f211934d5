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
import { cn } from '@/lib/cn.ts';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useTransactions } from '../api/get-transactions.ts';

const filters = ['pending', 'paid'] as const;
type Filter = (typeof filters)[number];
const isFilter = (v: string): v is Filter => (filters as readonly string[]).includes(v);

/** Spec §4: PENDING transactions are pending payments, COMPLETED ones paid tournaments. */
const statusOf: Record<Filter, Transaction['status']> = { pending: 'PENDING', paid: 'COMPLETED' };
const filterLabel: Record<Filter, { option: MessageDescriptor; tab: MessageDescriptor }> = {
  pending: {
    option: defineMessage({ defaultMessage: 'Pending', description: 'Status of an entry fee not paid yet' }),
    tab: defineMessage({ defaultMessage: 'Pending Payments' }),
  },
  paid: {
    option: defineMessage({ defaultMessage: 'Paid', description: 'Status of an entry fee paid' }),
    tab: defineMessage({ defaultMessage: 'Paid Tournaments' }),
  },
};
const empty: Record<Filter, { title: MessageDescriptor; description: MessageDescriptor }> = {
  pending: {
    title: defineMessage({ defaultMessage: 'No pending payments' }),
    description: defineMessage({ defaultMessage: 'Entry fees you still owe show up here.' }),
  },
  paid: {
    title: defineMessage({ defaultMessage: 'No paid tournaments yet' }),
    description: defineMessage({ defaultMessage: 'Entry fees you have paid show up here with their date.' }),
  },
};

const columns = {
  tournament: defineMessage({ defaultMessage: 'Tournament' }),
  team: defineMessage({ defaultMessage: 'Team' }),
  prizePool: defineMessage({ defaultMessage: 'Prize Pool' }),
  dueDate: defineMessage({ defaultMessage: 'Due Date' }),
  status: defineMessage({ defaultMessage: 'Status' }),
};

const tableColumns = ['tournament', 'team', 'prizePool', 'dueDate', 'status'] as const;

const tournamentName = (t: Translate, row: Transaction) =>
  row.entity?.tournament.name ?? t({ defaultMessage: 'Tournament Placeholder', description: 'Stands for a deleted tournament in the list of entry fees' });
const teamName = (t: Translate, row: Transaction) =>
  row.entity?.team.name ?? t({ defaultMessage: 'Team Placeholder', description: 'Stands for a deleted team in the list of entry fees' });

function StatusBadge({ status }: { status: Transaction['status'] }) {
  const t = useT();
  return status === 'COMPLETED' ? (
    <Badge variant="success">{t(filterLabel.paid.option)}</Badge>
  ) : (
    <Badge variant="warning">{t(filterLabel.pending.option)}</Badge>
  );
}

function TransactionsTable({ rows, caption }: { rows: Transaction[]; caption: string }) {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-lg border bg-card shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {tableColumns.map((column) => (
              <th key={column} scope="col" className={cn('px-4 py-3 font-medium', column === 'prizePool' && 'text-right')}>
                {t(columns[column])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-4 py-3 font-medium">{tournamentName(t, row)}</td>
              <td className="px-4 py-3">{teamName(t, row)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatMoney(row.amount, row.currency)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={row.status} />
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
  const t = useT();
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">{tournamentName(t, row)}</p>
            <StatusBadge status={row.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t(columns.team)}</dt>
            <dd>{teamName(t, row)}</dd>
            <dt className="text-muted-foreground">{t(columns.prizePool)}</dt>
            <dd className="tabular-nums">{formatMoney(row.amount, row.currency)}</dd>
            <dt className="text-muted-foreground">{t(columns.dueDate)}</dt>
            <dd>
              <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function TransactionsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t({ defaultMessage: 'Loading payments' })} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}

/** The status filter and the 'Pending Payments' / 'Paid Tournaments' tabs: two controls over one choice. */
export function PaymentsSection({ userId }: { userId: string }) {
  const t = useT();
  const [filter, setFilter] = useState<Filter>('pending');
  const query = useTransactions(userId);
  const wide = useMediaQuery('(min-width: 768px)');
  const change = (v: string) => isFilter(v) && setFilter(v);

  const panel = (value: Filter) => {
    if (query.isPending) return <TransactionsSkeleton />;
    if (query.isError)
      return (
        <ErrorState title={t({ defaultMessage: 'Couldn’t load your payments' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      );
    const rows = query.data.filter((row) => row.status === statusOf[value]);
    if (rows.length === 0)
      return <EmptyState icon={Receipt} className="py-8" title={t(empty[value].title)} description={t(empty[value].description)} />;
    const label = t(filterLabel[value].tab);
    return wide ? <TransactionsTable rows={rows} caption={label} /> : <TransactionCards rows={rows} label={label} />;
  };

  return (
    <section aria-labelledby="billing-payments" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="billing-payments" className="text-xl font-semibold tracking-tight">
          {t({ defaultMessage: 'Entry fees' })}
        </h2>
        <div className="flex items-center gap-2">
          <Label htmlFor="billing-status-filter" className="text-sm text-muted-foreground">
            {t(columns.status)}
          </Label>
          <Select value={filter} onValueChange={change}>
            <SelectTrigger id="billing-status-filter" className="w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {filters.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(filterLabel[value].option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <Tabs value={filter} onValueChange={change} className="flex flex-col gap-4">
        <TabsList>
          {filters.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(filterLabel[value].tab)}
            </TabsTrigger>
          ))}
        </TabsList>
        {filters.map((value) => (
          <TabsContent key={value} value={value}>
            {panel(value)}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
