import type { ChatMessage } from '@clutch/contract/chat';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import type { PendingMessage } from '../hooks/use-chat-room.ts';
import { useNow } from '@/lib/use-now.ts';
import { MessageItem, PendingItem } from './message-item.tsx';

/** Pixels from an edge that still count as being there. */
const EDGE = 48;

/**
 * The messages, oldest at the top: older ones load when the list is scrolled to its top (or with the button); it
 * follows new messages while the reader is at the bottom; new messages from others are read out politely.
 */
export function MessageList({
  roomId,
  messages,
  pending,
  selfId,
  selfName,
  canModerate,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
}: {
  roomId: string;
  messages: ChatMessage[];
  pending: PendingMessage[];
  selfId: string | null;
  selfName: string;
  canModerate: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const t = useT();
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const firstSeq = messages[0]?.seq;
  const lastSeq = messages.at(-1)?.seq;

  // Scrolling up for older messages keeps the reader's place; a new message scrolls down if they were at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [firstSeq, lastSeq, pending.length]);

  const loadOlder = () => {
    if (!hasOlder || loadingOlder) return;
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    onLoadOlder();
  };

  const announcement = useAnnouncement(messages, selfId);

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto px-1 py-2"
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
        if (el.scrollTop < EDGE) loadOlder();
      }}
    >
      {hasOlder && (
        <div className="flex justify-center py-1">
          <Button variant="ghost" size="sm" onClick={loadOlder} disabled={loadingOlder}>
            {loadingOlder && <Spinner className="size-4" />}
            {t({ defaultMessage: 'Load older messages' })}
          </Button>
        </div>
      )}
      {messages.length === 0 && pending.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-muted-foreground">{t({ defaultMessage: 'No messages yet. Say hi!' })}</p>
      ) : (
        <ul aria-label={t({ defaultMessage: 'Messages' })} className="flex flex-col">
          {messages.map((message) => (
            <MessageItem key={message.seq} message={message} roomId={roomId} selfId={selfId} canModerate={canModerate} now={now} />
          ))}
          {pending.map((message) => (
            <PendingItem key={message.clientId} message={message} name={selfName} onRetry={() => onRetry(message.clientId)} onDiscard={() => onDiscard(message.clientId)} />
          ))}
        </ul>
      )}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}

/** The newest message from someone else that arrived while the list was shown, as a sentence to read out. */
function useAnnouncement(messages: ChatMessage[], selfId: string | null) {
  const t = useT();
  const seen = useRef<number | null>(null);
  const [text, setText] = useState('');
  const last = messages.at(-1);
  useEffect(() => {
    if (!last) return;
    const before = seen.current;
    seen.current = Math.max(before ?? 0, last.seq);
    if (before === null || last.seq <= before || !last.author || last.author.id === selfId) return;
    setText(t({ defaultMessage: '{name}: {text}', description: 'Screen reader announcement of a new chat message' }, { name: last.author.nickName, text: last.text }));
  }, [last, selfId, t]);
  return text;
}
