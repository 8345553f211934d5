import { formatMoney } from '@/lib/format.ts';
import type { Translate } from '@/lib/i18n/translate.ts';

/** An entry fee in its own currency, 'Free' when nothing is charged. */
export const formatEntryFee = (amount: number, currency: string, t: Translate) =>
  amount === 0 ? t({ defaultMessage: 'Free', description: 'Entry fee of a tournament that charges nothing' }) : formatMoney(amount, currency);
