import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { AddMoneyDialog } from '../components/add-money-dialog.tsx';
import { CheckoutReturn } from '../components/checkout-return.tsx';
import { PaymentsSection } from '../components/payments-section.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { WithdrawDialog } from '../components/withdraw-dialog.tsx';
import { BILLING_CURRENCY } from '../lib/billing.ts';

/** Spec §2 Billing & Payments: the four cards, Add Money and Withdraw, and the entry fees by status. */
export default function BillingPage() {
  const t = useT();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t({ defaultMessage: 'Billing & Payments' })}
        description={t({ defaultMessage: 'Your balance, payouts and entry-fee payments.' })}
        actions={
          <>
            <AddMoneyDialog currency={BILLING_CURRENCY} />
            <WithdrawDialog currency={BILLING_CURRENCY} />
          </>
        }
      />
      {paymentId && <CheckoutReturn key={paymentId} paymentId={paymentId} outcome={params.get('checkout')} />}
      <SummaryCards currency={BILLING_CURRENCY} />
      <PaymentsSection userId={user.id} />
    </div>
  );
}
