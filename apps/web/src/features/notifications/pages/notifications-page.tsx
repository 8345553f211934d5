import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { NotificationList } from '../components/notification-list.tsx';

/** /app/notifications (spec §2): every notification with its title, message and type, kept on the server. */
export default function NotificationsPage() {
  const t = useT();
  return (
    <>
      <title>{t({ defaultMessage: 'Notifications · Clutch' })}</title>
      <PageHeader
        title={t({ defaultMessage: 'Notifications' })}
        description={t({ defaultMessage: 'Everything that happened while you were away.' })}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={paths.app.liveNotifications()}>
              <Settings aria-hidden />
              {t({ defaultMessage: 'Live status and settings' })}
            </Link>
          </Button>
        }
      />
      <NotificationList />
    </>
  );
}
