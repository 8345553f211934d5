import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { usePendingRequests } from '@/features/social/api/get-pending-requests.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FriendsTab } from '../components/friends-tab.tsx';
import { RequestsTab } from '../components/requests-tab.tsx';

type Tab = 'requests' | 'friends';

/** Friends (spec §2): tabs Requests (the default) and Friends; the tab lives in the URL (`?tab=friends`). */
export default function FriendsPage() {
  const t = useT();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'friends' ? 'friends' : 'requests';
  const incoming = usePendingRequests(me.id).data?.filter((r) => r.direction === 'INCOMING').length ?? 0;
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Friends' })} description={t({ defaultMessage: 'Accept requests and manage your friends.' })} />
      <Tabs value={tab} onValueChange={(v) => setParams(v === 'friends' ? { tab: 'friends' } : {}, { replace: true, preventScrollReset: true })} className="flex flex-col gap-6">
        <TabsList>
          <TabsTrigger value="requests">
            {t({ defaultMessage: 'Requests', description: 'Tab of the friend requests' })}
            {incoming > 0 && (
              <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground tabular-nums">
                <span aria-hidden>{incoming}</span>
                <span className="sr-only">{t({ defaultMessage: '{count, plural, one {# waiting} other {# waiting}}' }, { count: incoming })}</span>
              </span>
            )}
          </TabsTrigger>
          <TabsTrigger value="friends">{t({ defaultMessage: 'Friends' })}</TabsTrigger>
        </TabsList>
        <TabsContent value="requests">
          <RequestsTab />
        </TabsContent>
        <TabsContent value="friends">
          <FriendsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
