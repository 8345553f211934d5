import { formatMoney } from '@/lib/format.ts';

/** An entry fee in its own currency, 'Free' when nothing is charged. */
export const formatEntryFee = (amount: number, currency: string) => (amount === 0 ? 'Free' : formatMoney(amount, currency));
