import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useChatRoom } from '../api/get-room.ts';
import { ChatRoomView } from '../components/chat-room-view.tsx';

/** /app/messages/:userId: the conversation with one person, full page; when they take no messages from the viewer, why. */
export default function ConversationPage() {
  const t = useT();
  const { userId = '' } = useParams();
  const room = useChatRoom('direct', userId);
  const peer = room.data?.peer;
  const name = peer?.nickName ?? room.data?.title ?? '';
  return (
    <>
      <title>{`${name || t({ defaultMessage: 'Messages' })} · Clutch`}</title>
      <div className="mx-auto flex h-[calc(100svh-7rem)] w-full max-w-2xl flex-col overflow-hidden rounded-lg border bg-card">
        <header className="flex items-center gap-2 border-b px-2 py-2">
          <Button asChild variant="ghost" size="icon" className="size-8">
            <Link to={paths.app.messages()} aria-label={t({ defaultMessage: 'Back to messages' })}>
              <ArrowLeft aria-hidden />
            </Link>
          </Button>
          {peer && (
            <Link to={paths.app.user(peer.id)} className="flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              <PersonAvatar nickname={peer.nickName} photoUrl={peer.profilePicUrl} className="size-8" />
              <span className="truncate font-semibold">{peer.nickName}</span>
            </Link>
          )}
          <h1 className="sr-only">{t({ defaultMessage: 'Conversation with {name}' }, { name })}</h1>
        </header>
        <ChatRoomView kind="direct" subjectId={userId} visible showCount={false} />
      </div>
    </>
  );
}
