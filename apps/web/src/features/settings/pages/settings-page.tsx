import { PageHeader } from '@/components/ui/page-header.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { DirectMessagesSetting } from '@/features/chat/components/direct-messages-setting.tsx';
import { CalendarFeedCard } from '@/features/calendar/components/calendar-feed-card.tsx';
import { AccountStatusCard } from '../components/account-status-card.tsx';
import { BillingCard } from '../components/billing-card.tsx';
import { BlockedPlayersCard } from '../components/blocked-players-card.tsx';
import { DangerZoneCard } from '../components/danger-zone-card.tsx';
import { LanguageCard } from '../components/language-card.tsx';
import { PushNotificationsCard } from '../components/push-notifications-card.tsx';
import { SecurityCard } from '../components/security-card.tsx';
import { YourDataCard } from '../components/your-data-card.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export default function SettingsPage() {
  const t = useT();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={t({ defaultMessage: 'Settings' })}
        description={t({ defaultMessage: 'Manage your account status, language, notifications, password, billing, blocked players, data and session.' })}
      />
      <div className="flex max-w-3xl flex-col gap-6">
        <AccountStatusCard user={user} />
        <LanguageCard />
        <PushNotificationsCard />
        <DirectMessagesSetting />
        <CalendarFeedCard />
        <SecurityCard user={user} />
        <BillingCard />
        <BlockedPlayersCard />
        <YourDataCard />
        <DangerZoneCard user={user} />
      </div>
    </>
  );
}
