import { PageHeader } from '@/components/ui/page-header.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ConnectionsSection } from '../components/connections-section.tsx';
import { FollowedTournamentsSection } from '../components/followed-tournaments-section.tsx';
import { MyTicketsSection } from '../components/my-tickets-section.tsx';
import { RecentTournamentsSection } from '../components/recent-tournaments-section.tsx';
import { StoriesSection } from '../components/stories-section.tsx';

/** The signed-in home (spec §2 Dashboard): stories, tickets, recent tournaments, followed tournaments, friends. */
export default function DashboardPage() {
  const t = useT();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Dashboard' })} description={t({ defaultMessage: 'Welcome back, {nickname}.' }, { nickname: user.nickName })} />
      <div className="flex flex-col gap-10">
        <StoriesSection />
        <MyTicketsSection />
        <RecentTournamentsSection />
        <FollowedTournamentsSection />
        <ConnectionsSection />
      </div>
    </>
  );
}
