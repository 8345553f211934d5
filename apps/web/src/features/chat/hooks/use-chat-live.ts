import type { ChatRoom } from '@clutch/contract/chat';
import type { ChatJoinAck, ServerToClientEvents } from '@clutch/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getSocket } from '@/lib/socket.ts';
import { getChatMessages } from '../api/get-messages.ts';
import { invalidateChatRoom, patchChatRoom } from '../api/get-room.ts';
import { chatKeys } from '../api/keys.ts';
import { lastSeqOf, upsertMessages, type MessagePages } from '../lib/merge-messages.ts';

/** How long "nova is typing…" stays without a new typing signal. */
const TYPING_SHOWN_MS = 4000;
/** Catch-up pages asked after a reconnect before starting over from the newest page. */
const MAX_CATCH_UP_PAGES = 10;

/**
 * Keeps one open room live: joins its feed once its newest page is in (`ready`), so that the join's `afterSeq`
 * catches whatever came between that page and the join, and again after every reconnection with the last seq held
 * (merging what was missed, paging on while the server says there is more), merges new and deleted messages by
 * seq, follows presence, typing and room changes, and leaves on unmount. While the room is not in view, others'
 * new messages count as unread on its badge. Answers who is typing now.
 */
export function useChatLive(roomId: string | undefined, selfId: string | null, ready: boolean, visible: boolean) {
  const client = useQueryClient();
  const inView = useRef(visible);
  useEffect(() => {
    inView.current = visible;
  }, [visible]);
  const [typing, setTyping] = useState<Record<string, { nickName: string; until: number }>>({});

  useEffect(() => {
    if (!roomId || !ready) return;
    const socket = getSocket();
    const key = chatKeys.messages(roomId);
    let active = true;
    const merge = (messages: Parameters<typeof upsertMessages>[1]) => client.setQueryData<MessagePages>(key, (data) => upsertMessages(data, messages));

    const catchUp = async (afterSeq: number) => {
      let cursor = afterSeq;
      for (let i = 0; i < MAX_CATCH_UP_PAGES && active; i++) {
        const page = await getChatMessages(roomId, { afterSeq: cursor });
        merge(page.items);
        if (!page.hasMore || page.items.length === 0) return;
        cursor = page.items.reduce((max, m) => Math.max(max, m.seq), cursor);
      }
      if (active) await client.resetQueries({ queryKey: key });
    };

    const join = () => {
      const afterSeq = lastSeqOf(client.getQueryData<MessagePages>(key));
      socket.emit('chat:join', { roomId, afterSeq }, (ack: ChatJoinAck) => {
        if (!active || !ack.ok) return;
        merge(ack.missed);
        patchChatRoom(client, roomId, (room: ChatRoom) => ({ ...room, viewerCount: ack.viewerCount }));
        const caughtUpTo = ack.missed.reduce((max, m) => Math.max(max, m.seq), afterSeq);
        if (ack.hasMore) void catchUp(caughtUpTo).catch(() => client.invalidateQueries({ queryKey: key }));
      });
    };

    const onMessage: ServerToClientEvents['chat:message'] = (payload) => {
      if (payload.roomId !== roomId) return;
      merge([payload.message]);
      const { seq, author } = payload.message;
      if (author) setTyping(({ [author.id]: _gone, ...rest }) => rest);
      if (author?.id !== selfId && !inView.current)
        patchChatRoom(client, roomId, (room) => (seq > room.lastSeq ? { ...room, lastSeq: seq, unreadCount: room.unreadCount + 1 } : room));
    };
    const onDeleted: ServerToClientEvents['chat:deleted'] = (payload) => {
      if (payload.roomId === roomId) merge([payload.message]);
    };
    const onTyping: ServerToClientEvents['chat:typing'] = (payload) => {
      if (payload.roomId !== roomId || payload.userId === selfId) return;
      setTyping((current) => ({ ...current, [payload.userId]: { nickName: payload.nickName, until: Date.now() + TYPING_SHOWN_MS } }));
    };
    const onPresence: ServerToClientEvents['chat:presence'] = (payload) => {
      if (payload.roomId === roomId) patchChatRoom(client, roomId, (room) => ({ ...room, viewerCount: payload.viewerCount }));
    };
    const onRoomUpdated: ServerToClientEvents['chat:room-updated'] = (payload) => {
      if (payload.roomId === roomId) void invalidateChatRoom(client, roomId);
    };
    const onUnread: ServerToClientEvents['chat:unread'] = (payload) => {
      if (payload.roomId === roomId) patchChatRoom(client, roomId, (room) => ({ ...room, unreadCount: payload.unreadCount }));
    };

    socket.on('chat:message', onMessage);
    socket.on('chat:deleted', onDeleted);
    socket.on('chat:typing', onTyping);
    socket.on('chat:presence', onPresence);
    socket.on('chat:room-updated', onRoomUpdated);
    socket.on('chat:unread', onUnread);
    socket.on('connect', join);
    socket.connect();
    if (socket.connected) join();
    return () => {
      active = false;
      socket.off('chat:message', onMessage);
      socket.off('chat:deleted', onDeleted);
      socket.off('chat:typing', onTyping);
      socket.off('chat:presence', onPresence);
      socket.off('chat:room-updated', onRoomUpdated);
      socket.off('chat:unread', onUnread);
      socket.off('connect', join);
      if (socket.connected) socket.emit('chat:leave', { roomId });
      socket.disconnect();
    };
  }, [roomId, selfId, ready, client]);

  // Forget a typist once their signal is old.
  useEffect(() => {
    const typists = Object.values(typing);
    if (typists.length === 0) return;
    const next = Math.min(...typists.map((t) => t.until)) - Date.now();
    const timer = setTimeout(() => setTyping((current) => Object.fromEntries(Object.entries(current).filter(([, t]) => t.until > Date.now()))), Math.max(next, 0) + 10);
    return () => clearTimeout(timer);
  }, [typing]);

  return Object.values(typing).map((t) => t.nickName);
}
