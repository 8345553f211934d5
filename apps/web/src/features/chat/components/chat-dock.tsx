import type { ChatRoom } from '@clutch/contract/chat';
import { useQueries } from '@tanstack/react-query';
import { MessageCircle, Minus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useSession } from '@/features/auth/api/session.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { chatRoomQueryOptions } from '../api/get-room.ts';
import { chatTargetOf, dockStore, targetKey, useDock, type ChatTarget } from '../lib/dock-store.ts';
import { ChatRoomView } from './chat-room-view.tsx';
import { UnreadBadge } from './unread-badge.tsx';

function tabName(target: ChatTarget, room: ChatRoom | undefined, t: Translate) {
  switch (target.kind) {
    case 'tournament':
      return t({ defaultMessage: 'Tournament chat' });
    case 'spectator':
      return t({ defaultMessage: 'Live chat' });
    case 'team':
      return t({ defaultMessage: 'Team chat' });
    default:
      return room?.title ?? t({ defaultMessage: 'Match chat' });
  }
}

/**
 * The docked chat of a page (spec §2 chat widgets): closed, a round button with the unread badge; minimised, a bar
 * with the title and the badge; open, a panel (the whole screen on a phone) with a tab per room. `rooms` are the
 * page's own; a Chat button elsewhere on the page adds one (`openChat`). `?chat=open` opens it, and
 * `?chat=<kind>:<subjectId>` opens that room, as a message notification's link does. Escape minimises it.
 */
export function ChatDock({ rooms }: { rooms: ChatTarget[] }) {
  const t = useT();
  const dock = useDock();
  const [params] = useSearchParams();
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const minimise = useRef<HTMLButtonElement>(null);
  const targets = [...rooms, ...dock.extra.filter((e) => !rooms.some((r) => targetKey(r) === targetKey(e)))];
  const viewerId = useSession().user?.id ?? null;
  const roomQueries = useQueries({ queries: targets.map((target) => chatRoomQueryOptions(target.kind, target.subjectId, viewerId)) });
  const unread = roomQueries.reduce((sum, q) => sum + (q.data?.unreadCount ?? 0), 0);
  const activeKey = targets.some((target) => targetKey(target) === dock.active) ? dock.active! : targets[0] ? targetKey(targets[0]) : null;
  const activeIndex = targets.findIndex((target) => targetKey(target) === activeKey);
  const title = activeIndex >= 0 ? tabName(targets[activeIndex]!, roomQueries[activeIndex]?.data, t) : t({ defaultMessage: 'Chat' });

  const asked = params.get('chat');
  useEffect(() => {
    const target = chatTargetOf(asked);
    if (target) dockStore.open(target);
    else if (asked === 'open') dockStore.setStatus('open');
  }, [asked]);
  useEffect(() => () => dockStore.reset(), []);
  // The focus follows the dock: to the message box (or Minimise, when one cannot write) as it opens, back to the
  // button that opens it otherwise.
  const shown = useRef(dock.status);
  useEffect(() => {
    if (shown.current === dock.status) return;
    shown.current = dock.status;
    if (dock.status === 'open') (panel.current?.querySelector<HTMLElement>('textarea') ?? minimise.current)?.focus();
    else toggle.current?.focus();
  }, [dock.status]);

  if (targets.length === 0) return null;
  const openLabel = t({ defaultMessage: 'Open chat' });
  const unreadText = unread > 0 ? t({ defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}' }, { count: unread }) : undefined;
  const closeButton = (
    <Button variant="ghost" size="icon" className="size-8" aria-label={t({ defaultMessage: 'Close chat' })} onClick={() => dockStore.setStatus('closed')}>
      <X aria-hidden />
    </Button>
  );

  return (
    <>
      {dock.status === 'closed' && (
        <div className="fixed right-4 bottom-4 z-40">
          <Button ref={toggle} size="icon" className="relative size-12 rounded-full shadow-lg" aria-label={openLabel} aria-description={unreadText} onClick={() => dockStore.setStatus('open')}>
            <MessageCircle aria-hidden className="size-5" />
            <UnreadBadge count={unread} className="absolute -top-0.5 -right-0.5" />
          </Button>
        </div>
      )}
      {dock.status === 'minimised' && (
        <div className="fixed right-4 bottom-4 z-40 flex w-72 max-w-[calc(100vw-2rem)] items-center gap-1 rounded-lg border bg-card p-1 shadow-lg">
          <Button ref={toggle} variant="ghost" className="min-w-0 flex-1 justify-start gap-2" aria-label={openLabel} aria-description={unreadText} onClick={() => dockStore.setStatus('open')}>
            <MessageCircle aria-hidden />
            <span className="truncate">{title}</span>
            <UnreadBadge count={unread} />
          </Button>
          {closeButton}
        </div>
      )}
      {dock.status !== 'closed' && (
        // Kept while minimised (hidden), so the room stays live and counts what comes in on the badge.
        <section
          ref={panel}
          hidden={dock.status === 'minimised'}
          aria-label={t({ defaultMessage: 'Chat' })}
          className="fixed inset-0 z-50 flex flex-col bg-card sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[32rem] sm:max-h-[calc(100svh-2rem)] sm:w-96 sm:rounded-lg sm:border sm:shadow-xl"
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !panel.current?.contains(event.target as Node)) return;
            event.preventDefault();
            dockStore.setStatus('minimised');
          }}
        >
          <header className="flex items-center gap-1 border-b px-2 py-1.5">
            <h2 className="min-w-0 flex-1 truncate px-1 text-sm font-semibold">{title}</h2>
            <Button ref={minimise} variant="ghost" size="icon" className="size-8" aria-label={t({ defaultMessage: 'Minimise chat' })} onClick={() => dockStore.setStatus('minimised')}>
              <Minus aria-hidden />
            </Button>
            {closeButton}
          </header>
          <Tabs value={activeKey ?? undefined} onValueChange={dockStore.activate} className="flex min-h-0 flex-1 flex-col gap-0">
            {targets.length > 1 && (
              <TabsList aria-label={t({ defaultMessage: 'Chats' })} className="mx-2 mt-2 w-auto">
                {targets.map((target, i) => (
                  <TabsTrigger key={targetKey(target)} value={targetKey(target)} className="gap-1">
                    {tabName(target, roomQueries[i]?.data, t)}
                    <UnreadBadge count={roomQueries[i]?.data?.unreadCount ?? 0} />
                  </TabsTrigger>
                ))}
              </TabsList>
            )}
            {targets.map((target) => (
              <TabsContent key={targetKey(target)} value={targetKey(target)} className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
                <ChatRoomView kind={target.kind} subjectId={target.subjectId} visible={dock.status === 'open' && targetKey(target) === activeKey} />
              </TabsContent>
            ))}
          </Tabs>
        </section>
      )}
    </>
  );
}
