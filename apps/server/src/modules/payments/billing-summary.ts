import type { BillingSummary, CurrencySummary, Transaction } from '@clutch/contract/payments';
import { fromCents, sumInCents } from '../../domain/money.ts';

export interface BillingFigures {
  /** The currency the client asked for: its figures are the summary's top level. */
  requested: string;
  /** Available balance per currency, in cents. */
  balances: Map<string, number>;
  /** Prizes, entry fees and refunds per currency, in cents. */
  profits: Map<string, number>;
  transactions: Transaction[];
  now: Date;
}

const totalOf = (list: Transaction[]) => fromCents(sumInCents(list.map((t) => t.amount)));

/**
 * The cards per currency held: amounts in different currencies are never added together (we know no exchange rate),
 * so each currency gets its own figures; the requested one comes first and stands alone when the user holds nothing.
 */
export function billingSummaryOf({ requested, balances, profits, transactions, now }: BillingFigures): BillingSummary {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const held = new Set([...balances.keys(), ...profits.keys(), ...transactions.map((t) => t.currency)]);
  const others = [...held].filter((c) => c !== requested).sort();
  const currencies = held.has(requested) || others.length === 0 ? [requested, ...others] : others;

  const figuresOf = (currency: string): CurrencySummary => {
    const inCurrency = transactions.filter((t) => t.currency === currency);
    const thisMonth = inCurrency.filter((t) => {
      const created = Date.parse(t.createdAt);
      return t.status === 'COMPLETED' && created >= monthStart && created < nextMonth;
    });
    return {
      totalBalance: fromCents(balances.get(currency) ?? 0),
      totalProfit: fromCents(profits.get(currency) ?? 0),
      pendingPayouts: totalOf(inCurrency.filter((t) => t.status === 'PENDING')),
      monthlyRevenue: totalOf(thisMonth),
      currency,
    };
  };
  const byCurrency = currencies.map(figuresOf);
  return { ...(byCurrency.find((s) => s.currency === requested) ?? figuresOf(requested)), byCurrency };
}
