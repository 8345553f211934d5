import type { ServerToClientEvents } from '@clutch/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket } from '@/lib/socket.ts';
import { chatKeys } from '../api/keys.ts';

/**
 * Keeps the Messages badge and the inbox live: `chat:unread` carries the direct-message total; a new message
 * refreshes the inbox if it is on screen; after a (re)connection the total is asked again. It only listens: the
 * signed-in guard holds the connection.
 */
export function useDirectMessagesLive() {
  const client = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    // A message brings both events: one refetch is enough.
    const refreshInbox = () => void client.invalidateQueries({ queryKey: chatKeys.conversations }, { cancelRefetch: false });
    const onUnread: ServerToClientEvents['chat:unread'] = (payload) => {
      client.setQueryData(chatKeys.unreadTotal, payload.directUnreadTotal);
      refreshInbox();
    };
    const onMessage = () => refreshInbox();
    const onConnect = () => {
      void client.invalidateQueries({ queryKey: chatKeys.unreadTotal });
      void client.invalidateQueries({ queryKey: chatKeys.conversations });
    };
    socket.on('chat:unread', onUnread);
    socket.on('chat:message', onMessage);
    socket.on('connect', onConnect);
    return () => {
      socket.off('chat:unread', onUnread);
      socket.off('chat:message', onMessage);
      socket.off('connect', onConnect);
    };
  }, [client]);
}
