import type { BillingSummary, Transaction } from '@clutch/contract/payments';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { fromCents } from '../../domain/money.ts';
import { conflict } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { billingSummaryOf } from './billing-summary.ts';
import { ledgerSumsByCurrency } from './billing-summary.repository.ts';
import { LEDGER } from './ledger-kinds.ts';
import { toPaymentView } from './payment-view.ts';
import { findEntryFeeTransactions, insertLedger, insertPayment, ledgerSum, lockUser, updatePayment, type PaymentRow } from './payments.repository.ts';
import { customerRef, ensureCustomer } from './provider-customer.ts';
import { providerFailure } from './provider-errors.ts';

interface Deps {
  db: DatabaseHandle['db'];
  config: Config;
  now: () => Date;
  provider: PaymentProvider;
}

/** The user's money (ADR 004): the balance is our ledger, never the provider's; withdrawals, entry-fee transactions, the billing cards. */
export function createWalletService({ db, config, now, provider }: Deps) {
  /** Read from the ledger every time: an indexed sum, and the same answer on every instance at once. */
  async function balance(user: UserRow, currency: string) {
    const cents = await ledgerSum(db, user.id, currency);
    return { available: fromCents(cents), currency };
  }

  async function transactions(user: UserRow): Promise<Transaction[]> {
    const rows = await findEntryFeeTransactions(db, user.id);
    return rows.map((row) => ({
      id: row.registrationId,
      type: 'USER_ENTRY_FEE',
      status: row.paymentStatus === 'PAID' ? 'COMPLETED' : 'PENDING',
      amount: fromCents(row.feeCents),
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      entityId: row.registrationId,
      entity: { tournament: { name: row.tournamentName }, team: { name: row.teamName } },
    }));
  }

  return {
    balance,
    transactions,

    /** Locks the user row, checks and debits in one transaction, then pays out; a failed payout credits the debit back. */
    async withdraw(user: UserRow, amountCents: number, currency: string) {
      const payment = await runInTransaction(db, async (tx) => {
        await lockUser(tx, user.id);
        const available = await ledgerSum(tx, user.id, currency);
        if (amountCents > available) {
          throw conflict(`You can withdraw at most ${fromCents(available).toFixed(2)} ${currency}.`, 'INSUFFICIENT_FUNDS');
        }
        const row = await insertPayment(tx, { userId: user.id, kind: 'WITHDRAWAL', amountCents, currency, provider: provider.name });
        await insertLedger(tx, [{ userId: user.id, paymentId: row.id, amountCents: -amountCents, currency, kind: LEDGER.withdrawal }]);
        return row;
      });
      let done: PaymentRow;
      try {
        const { payoutId } = await provider.payout(customerRef(user), amountCents, currency, `payout-${payment.id}`);
        done = await updatePayment(db, payment.id, { status: 'COMPLETED', providerPaymentId: payoutId, completedAt: now() });
      } catch (err) {
        await runInTransaction(db, async (tx) => {
          await updatePayment(tx, payment.id, { status: 'FAILED', failureReason: err instanceof Error ? err.message.slice(0, 500) : 'payout failed' });
          await insertLedger(tx, [{ userId: user.id, paymentId: payment.id, amountCents, currency, kind: LEDGER.payoutFailed }]);
        });
        throw providerFailure(err);
      }
      return { payment: toPaymentView(done), balance: await balance(user, currency) };
    },

    /** The cards per currency held (no conversion); the top level is `currency`'s, as the spec's clients read it. */
    async summary(user: UserRow, currency: string): Promise<BillingSummary> {
      const [ledger, profits, entryFees] = await Promise.all([
        ledgerSumsByCurrency(db, user.id),
        ledgerSumsByCurrency(db, user.id, [LEDGER.prize, LEDGER.entryFee, LEDGER.refund]),
        transactions(user),
      ]);
      return billingSummaryOf({ requested: currency, balances: ledger, profits, transactions: entryFees, now: now() });
    },

    /** The provider's customer portal (Settings → Billing), returning to the settings page. */
    async portalUrl(user: UserRow) {
      const customer = await ensureCustomer(db, provider, user);
      try {
        return { url: await provider.customerPortalUrl(customer, `${config.publicUrl}/app/settings`) };
      } catch (err) {
        throw providerFailure(err);
      }
    },
  };
}
