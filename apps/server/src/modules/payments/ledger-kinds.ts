/**
 * The kinds of ledger_entries rows (ADR 004). The ledger is the user's balance. Money that only passes through
 * (an entry fee paid by card, a prize paid straight to the captain's account) leaves a zero-sum pair, so profit
 * can still be read: profit = PRIZE + ENTRY_FEE + REFUND.
 */
export const LEDGER = {
  cardCharge: 'CARD_CHARGE',
  entryFee: 'ENTRY_FEE',
  refund: 'REFUND',
  cardRefund: 'CARD_REFUND',
  deposit: 'DEPOSIT',
  depositRefund: 'DEPOSIT_REFUND',
  withdrawal: 'WITHDRAWAL',
  payoutFailed: 'PAYOUT_FAILED',
  /** Counts in the captain's Total Profit. */
  prize: 'PRIZE',
  /** Takes a prize back out of the platform balance: the money went to the captain's account at the provider. */
  prizePayout: 'PRIZE_PAYOUT',
} as const;
