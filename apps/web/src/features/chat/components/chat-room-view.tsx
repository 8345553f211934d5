import type { ChatRoom, ChatRoomKind } from '@clutch/contract/chat';
import { Lock, LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSession } from '@/features/auth/api/session.ts';
import { cn } from '@/lib/cn.ts';
import { isApiError } from '@/lib/http.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { useChatRoomState } from '../hooks/use-chat-room.ts';
import { readOnlyText } from '../lib/read-only-reason.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { SlowModeControl } from './slow-mode-control.tsx';
import { chatErrorMessage } from '../lib/chat-errors.ts';

/** "8 participants" for the rooms of members, "132 watching" for the spectators' live chat (spec §9). */
export function RoomCount({ room }: { room: ChatRoom }) {
  const t = useT();
  if (room.kind === 'spectator')
    return <span>{t({ defaultMessage: '{count, plural, one {# watching} other {# watching}}' }, { count: room.viewerCount })}</span>;
  if (room.kind === 'direct') return null;
  return <span>{t({ defaultMessage: '{count, plural, one {# participant} other {# participants}}' }, { count: room.memberCount })}</span>;
}

/**
 * A visitor's way in: the login page, which brings them back to this page with this room open (the app's return-to,
 * `state.from`, as the header's Login does).
 */
function SignInLink({ kind, subjectId }: { kind: ChatRoomKind; subjectId: string }) {
  const t = useT();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set('chat', `${kind}:${subjectId}`);
  return (
    <Button asChild size="sm" className="shrink-0">
      <Link to={paths.auth.login()} state={{ from: `${location.pathname}?${search.toString()}` }}>
        <LogIn aria-hidden />
        {t({ defaultMessage: 'Sign in', description: 'Link from the live chat to the login page, for a visitor' })}
      </Link>
    </Button>
  );
}

/** Why the viewer reads only, in place of the composer; a visitor is offered the way to sign in. */
export function ReadOnlyNote({ room }: { room: ChatRoom }) {
  const t = useT();
  const locale = useLocale();
  if (!room.readOnlyReason) return null;
  const signIn = room.readOnlyReason === 'NOT_SIGNED_IN';
  return (
    <div role="status" className={cn('flex items-center gap-2 border-t px-3 text-sm text-muted-foreground', signIn ? 'py-2' : 'py-3')}>
      <Lock aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">{readOnlyText(room.readOnlyReason, t, room.mutedUntil, locale)}</p>
      {signIn && <SignInLink kind={room.kind} subjectId={room.subjectId} />}
    </div>
  );
}

/**
 * A room only signed-in people may read, opened signed out (a message notification's link after the session
 * ended; asked for only when the browser still believed it was signed in): the way to sign in and come back to
 * it, rather than an error that trying again cannot fix.
 */
function SignInToRead({ kind, subjectId }: { kind: ChatRoomKind; subjectId: string }) {
  const t = useT();
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 p-4 text-center text-sm text-muted-foreground">
      <Lock aria-hidden className="size-5" />
      <p>{t({ defaultMessage: 'Sign in to read this chat.' })}</p>
      <SignInLink kind={kind} subjectId={subjectId} />
    </div>
  );
}

/** "nova is typing…", "nova and ace are typing…", "Several people are typing…". */
function TypingLine({ names }: { names: string[] }) {
  const t = useT();
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? t({ defaultMessage: '{name} is typing…' }, { name: names[0] })
        : names.length === 2
          ? t({ defaultMessage: '{first} and {second} are typing…' }, { first: names[0], second: names[1] })
          : t({ defaultMessage: 'Several people are typing…' });
  return <p className="h-5 truncate px-3 text-xs text-muted-foreground italic">{text}</p>;
}

/** One room open: its counts and moderation, the messages, who is typing, and the composer or why there is none. */
export function ChatRoomView({ kind, subjectId, visible, showCount = true }: { kind: ChatRoomKind; subjectId: string; visible: boolean; showCount?: boolean }) {
  const t = useT();
  const session = useSession();
  const state = useChatRoomState(kind, subjectId, visible);
  const room = state.room.data;

  const signedOut = session.status === 'unauthenticated' || (isApiError(state.room.error) && state.room.error.status === 401);
  if (signedOut && kind !== 'spectator') return <SignInToRead kind={kind} subjectId={subjectId} />;
  if (state.room.isPending) {
    return (
      <div aria-busy="true" className="flex flex-1 flex-col gap-2 p-3">
        <span className="sr-only">{t({ defaultMessage: 'Loading...' })}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-3/4" />
      </div>
    );
  }
  if (state.room.isError || !room) {
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-2 p-4 text-center text-sm">
        <p>{chatErrorMessage(state.room.error, t, t({ defaultMessage: 'Could not open the chat' }))}</p>
        <Button variant="outline" size="sm" onClick={() => void state.room.refetch()}>
          {t({ defaultMessage: 'Try again' })}
        </Button>
      </div>
    );
  }
  const messagesQuery = state.messagesQuery;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {(showCount || room.canModerate) && (
        <div className="flex items-center justify-between gap-2 border-b px-3 py-1 text-xs text-muted-foreground">
          {showCount ? <RoomCount room={room} /> : <span />}
          {room.canModerate && <SlowModeControl roomId={room.id} seconds={room.slowModeSeconds} />}
        </div>
      )}
      {messagesQuery.isPending ? (
        <div aria-busy="true" className="flex flex-1 flex-col gap-2 p-3">
          <span className="sr-only">{t({ defaultMessage: 'Loading...' })}</span>
          <Skeleton className="h-10 w-full" />
        </div>
      ) : messagesQuery.isError ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-2 p-4 text-center text-sm">
          <p>{t({ defaultMessage: 'Could not load the messages' })}</p>
          <Button variant="outline" size="sm" onClick={() => void messagesQuery.refetch()}>
            {t({ defaultMessage: 'Try again' })}
          </Button>
        </div>
      ) : (
        <MessageList
          roomId={room.id}
          messages={state.messages}
          pending={state.pending}
          selfId={state.selfId}
          selfName={session.user?.nickName ?? ''}
          canModerate={room.canModerate}
          hasOlder={messagesQuery.hasNextPage}
          loadingOlder={messagesQuery.isFetchingNextPage}
          onLoadOlder={() => void messagesQuery.fetchNextPage()}
          onRetry={state.retry}
          onDiscard={state.discard}
        />
      )}
      <TypingLine names={state.typing} />
      {room.canPost ? (
        <Composer onSend={state.send} onTyping={state.signalTyping} canModerate={room.canModerate} slowModeSeconds={room.slowModeSeconds} />
      ) : (
        <ReadOnlyNote room={room} />
      )}
    </div>
  );
}
