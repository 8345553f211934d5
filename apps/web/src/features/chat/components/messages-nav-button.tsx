import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useDirectUnreadTotal } from '../api/get-unread-total.ts';
import { useDirectMessagesLive } from '../hooks/use-direct-messages-live.ts';
import { UnreadBadge } from './unread-badge.tsx';

/** The top bar's way to the inbox, with the unread direct messages, live over the socket. */
export function MessagesNavButton() {
  const t = useT();
  useDirectMessagesLive();
  const unread = useDirectUnreadTotal().data ?? 0;
  const label = t({ defaultMessage: '{unread, plural, =0 {Messages} other {Messages, # unread}}' }, { unread });
  return (
    <Button asChild variant="ghost" size="icon" className="relative size-9">
      <Link to={paths.app.messages()} aria-label={label}>
        <MessagesSquare aria-hidden />
        <UnreadBadge count={unread} className="absolute top-1 right-0.5" />
      </Link>
    </Button>
  );
}
