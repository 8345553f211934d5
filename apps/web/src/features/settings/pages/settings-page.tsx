import { PageHeader } from '@/components/ui/page-header.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { AccountStatusCard } from '../components/account-status-card.tsx';
import { BillingCard } from '../components/billing-card.tsx';
import { DangerZoneCard } from '../components/danger-zone-card.tsx';
import { SecurityCard } from '../components/security-card.tsx';
import { YourDataCard } from '../components/your-data-card.tsx';

export default function SettingsPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Settings" description="Manage your account status, password, billing, data and session." />
      <div className="flex max-w-3xl flex-col gap-6">
        <AccountStatusCard user={user} />
        <SecurityCard user={user} />
        <BillingCard />
        <YourDataCard />
        <DangerZoneCard user={user} />
      </div>
    </>
  );
}
