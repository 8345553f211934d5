import { Bell, Radio } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useNotificationSettings } from '../api/get-settings.ts';
import { LiveEvents } from '../components/live-events.tsx';
import { NotificationList } from '../components/notification-list.tsx';
import { GlobalNotificationsSwitch, NotificationSettingsDialog, QuietHoursText } from '../components/notification-settings.tsx';

type Tab = 'live' | 'notifications';
const isTab = (v: string | null): v is Tab => v === 'live' || v === 'notifications';

/** The global switch and the settings dialog, or what keeps them away. */
function SettingsBar() {
  const t = useT();
  const settings = useNotificationSettings();
  if (settings.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3 sm:flex-row">
        <span className="sr-only">{t({ defaultMessage: 'Loading...' })}</span>
        <Skeleton className="h-20 w-full sm:max-w-md" />
      </div>
    );
  if (settings.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-4 text-sm">
        <span>{t({ defaultMessage: 'Could not load your notification settings' })}</span>
        <Button variant="outline" size="sm" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
          {t({ defaultMessage: 'Try again' })}
        </Button>
      </div>
    );
  const { quietHours } = settings.data;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="sm:max-w-md sm:flex-1">
        <GlobalNotificationsSwitch settings={settings.data} />
      </div>
      <div className="flex flex-col gap-1 sm:items-end">
        <NotificationSettingsDialog settings={settings.data} />
        <p className="text-xs text-muted-foreground">
          {quietHours.enabled ? <QuietHoursText start={quietHours.start} end={quietHours.end} /> : t({ defaultMessage: 'Quiet hours off' })}
        </p>
      </div>
    </div>
  );
}

/**
 * Live Status & Notifications (spec §2): the global switch and the settings dialog, then two tabs, Live Events
 * (kept in `?tab=`, the default) and Notifications.
 */
export default function LiveNotificationsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'live';
  return (
    <>
      <title>{t({ defaultMessage: 'Live Status & Notifications · Clutch' })}</title>
      <PageHeader title={t({ defaultMessage: 'Live Status & Notifications' })} description={t({ defaultMessage: 'Live events and your notification preferences.' })} />
      <SettingsBar />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (value === 'live') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
        className="flex flex-col gap-4"
      >
        <TabsList>
          <TabsTrigger value="live">
            <Radio aria-hidden />
            {t({ defaultMessage: 'Live Events' })}
          </TabsTrigger>
          <TabsTrigger value="notifications">
            <Bell aria-hidden />
            {t({ defaultMessage: 'Notifications' })}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="live">
          <LiveEvents />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationList />
        </TabsContent>
      </Tabs>
    </>
  );
}
