import type { ChatMessage, ChatRoomKind } from '@clutch/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useSession } from '@/features/auth/api/session.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { getSocket } from '@/lib/socket.ts';
import { useChatMessages } from '../api/get-messages.ts';
import { patchChatRoom, useChatRoom } from '../api/get-room.ts';
import { chatKeys } from '../api/keys.ts';
import { markChatRead } from '../api/mark-read.ts';
import { sendChatMessage } from '../api/send-message.ts';
import { upsertMessages, visibleMessages, type MessagePages } from '../lib/merge-messages.ts';
import { useChatLive } from './use-chat-live.ts';
import { chatErrorMessage } from '../lib/chat-errors.ts';

/** A message of this user's still on its way (or refused), shown at once and replaced by the stored one. */
export interface PendingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  failed: boolean;
}

/** Typing signals go out at most this often. */
const TYPING_EVERY_MS = 3000;

/**
 * Everything one open room needs: the room, its messages (live, merged by seq), this user's pending sends, who is
 * typing, and the read marker, moved to the last message shown while `visible` (open, in front) and the tab has the
 * focus. A visitor (reading a live chat) has no read marker to move.
 */
export function useChatRoomState(kind: ChatRoomKind, subjectId: string, visible: boolean) {
  const t = useT();
  const client = useQueryClient();
  const session = useSession();
  const selfId = session.user?.id ?? null;
  const room = useChatRoom(kind, subjectId);
  const roomId = room.data?.id;
  const messagesQuery = useChatMessages(roomId);
  const typing = useChatLive(roomId, selfId, messagesQuery.isSuccess, visible);
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const messages = useMemo(() => visibleMessages(messagesQuery.data), [messagesQuery.data]);
  const stored = useMemo(() => new Set(messages.map((m) => m.clientId)), [messages]);
  const shownPending = pending.filter((p) => !stored.has(p.clientId));

  const deliver = useCallback(
    async (clientId: string, text: string) => {
      if (!roomId) return;
      try {
        const message = await sendChatMessage(roomId, clientId, text);
        client.setQueryData<MessagePages>(chatKeys.messages(roomId), (data) => upsertMessages(data, [message]));
        setPending((list) => list.filter((p) => p.clientId !== clientId));
      } catch (e) {
        setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, failed: true } : p)));
        toast.error(chatErrorMessage(e, t, t({ defaultMessage: 'Could not send the message' })));
      }
    },
    [roomId, client, t],
  );

  const send = (text: string) => {
    const clientId = crypto.randomUUID();
    setPending((list) => [...list, { clientId, text, createdAt: new Date().toISOString(), failed: false }]);
    void deliver(clientId, text);
  };
  /** Sends again under the same clientId, so the server stores it once whatever happened to the first try. */
  const retry = (clientId: string) => {
    const message = pending.find((p) => p.clientId === clientId);
    if (!message) return;
    setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, failed: false } : p)));
    void deliver(clientId, message.text);
  };
  const discard = (clientId: string) => setPending((list) => list.filter((p) => p.clientId !== clientId));

  const lastTyping = useRef(0);
  const signalTyping = () => {
    if (!roomId || Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    getSocket().emit('chat:typing', { roomId });
  };

  useReadMarker(selfId === null ? undefined : roomId, messages, visible, room.data?.lastReadSeq ?? 0);

  return { room, messagesQuery, messages, pending: shownPending, typing, send, retry, discard, signalTyping, selfId };
}

/** Moves the read marker to the last message shown, whenever that grows while the room is in view and the tab focused (no room: nobody's marker). */
function useReadMarker(roomId: string | undefined, messages: ChatMessage[], visible: boolean, serverRead: number) {
  const client = useQueryClient();
  const sent = useRef(0);
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const [focused, setFocused] = useState(() => document.hasFocus());

  useEffect(() => {
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, []);

  useEffect(() => {
    if (!roomId || !visible || !focused || document.visibilityState === 'hidden') return;
    if (lastSeq <= Math.max(serverRead, sent.current)) return;
    sent.current = lastSeq;
    markChatRead(roomId, lastSeq)
      .then((state) => patchChatRoom(client, roomId, (room) => ({ ...room, ...state })))
      .catch(() => {
        sent.current = 0;
      });
  }, [roomId, visible, focused, lastSeq, serverRead, client]);
}
