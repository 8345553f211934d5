import type { ChatConversation } from '@clutch/contract/chat';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useNow } from '@/lib/use-now.ts';
import { ChatTime } from './chat-time.tsx';
import { UnreadBadge } from './unread-badge.tsx';

/** The inbox: one line per conversation (avatar, nickname, last message, its time, unread badge), or what to do when empty. */
export function ConversationList({ conversations }: { conversations: ChatConversation[] }) {
  const t = useT();
  const now = useNow();
  if (conversations.length === 0)
    return (
      <EmptyState
        icon={MessagesSquare}
        title={t({ defaultMessage: 'No conversations yet' })}
        description={t({ defaultMessage: 'Open a player’s profile and choose Message to start one.' })}
      />
    );
  return (
    <ul aria-label={t({ defaultMessage: 'Conversations' })} className="flex flex-col divide-y rounded-lg border bg-card">
      {conversations.map(({ roomId, peer, lastMessage, unreadCount }) => {
        const preview = !lastMessage
          ? t({ defaultMessage: 'No messages yet' })
          : lastMessage.deleted
            ? t({ defaultMessage: 'Message deleted' })
            : lastMessage.text;
        return (
          <li key={roomId}>
            <Link
              to={paths.app.conversation(peer.id)}
              aria-label={unreadCount > 0 ? t({ defaultMessage: '{name}, {count, plural, one {# unread} other {# unread}}' }, { name: peer.nickName, count: unreadCount }) : peer.nickName}
              className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <PersonAvatar nickname={peer.nickName} photoUrl={peer.profilePicUrl} className="size-10 shrink-0" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-center justify-between gap-2">
                  <span className={cn('truncate text-sm', unreadCount > 0 ? 'font-semibold' : 'font-medium')}>{peer.nickName}</span>
                  {lastMessage && <ChatTime createdAt={lastMessage.createdAt} now={now} />}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-muted-foreground">{preview}</span>
                  <UnreadBadge count={unreadCount} />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
