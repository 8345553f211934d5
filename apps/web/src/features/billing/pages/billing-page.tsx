import { CreditCard } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';

export default function BillingPage() {
  return (
    <>
      <PageHeader title="Billing & Payments" description="Your balance, payouts and entry-fee payments." />
      <EmptyState
        icon={CreditCard}
        title="Billing arrives soon"
        description="Your balance, pending payouts, monthly revenue and entry-fee payments will be shown here once payments open."
      />
    </>
  );
}
