import { notification as notificationSchema, type NotificationType } from '@clutch/contract/notifications';
import type { ServerToClientEvents } from '@clutch/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket } from '@/lib/socket.ts';
import { notificationSettingsQueryOptions } from '../api/get-settings.ts';
import { notificationKeys } from '../api/keys.ts';
import { playBeep } from '../lib/beep.ts';
import { prependNotification, refreshNotificationLists, setUnreadCount } from '../lib/notification-cache.ts';

/**
 * Keeps the bell and the notification lists live in this tab (every tab of the user gets the same events, from
 * whichever server instance): a new notification goes on top and sets the badge; a count change (read, deleted,
 * cleared elsewhere) sets the badge and refreshes the lists; after each (re)connection the badge and the lists are fetched
 * again, since what happened meanwhile was never pushed. A new notification chimes when its type has sound on in the user's
 * settings (and the global switch is on), only in the tab that has the focus, so a user with five tabs hears it once.
 *
 * It only listens: the signed-in guard holds the connection open.
 */
export function useNotificationsLive() {
  const client = useQueryClient();

  useEffect(() => {
    const socket = getSocket();
    const chime = async (type: NotificationType) => {
      if (!document.hasFocus()) return;
      try {
        const settings = await client.ensureQueryData(notificationSettingsQueryOptions());
        if (settings.enabled && settings.types[type]?.sound) playBeep();
      } catch {
        // Settings unknown: stay silent.
      }
    };
    const onNew: ServerToClientEvents['notification:new'] = (payload) => {
      setUnreadCount(client, payload.unreadCount);
      const parsed = notificationSchema.safeParse(payload.notification);
      if (!parsed.success) {
        refreshNotificationLists(client);
        return;
      }
      prependNotification(client, parsed.data);
      void chime(parsed.data.type);
    };
    const onCount: ServerToClientEvents['notification:count'] = (payload) => {
      setUnreadCount(client, payload.unreadCount);
      refreshNotificationLists(client);
    };
    // Whatever happened before this socket was in the user's room (the page loading, the connection down) was
    // never pushed here.
    const onConnect = () => {
      void client.invalidateQueries({ queryKey: notificationKeys.unreadCount });
      refreshNotificationLists(client);
    };
    socket.on('notification:new', onNew);
    socket.on('notification:count', onCount);
    socket.on('connect', onConnect);
    return () => {
      socket.off('notification:new', onNew);
      socket.off('notification:count', onCount);
      socket.off('connect', onConnect);
    };
  }, [client]);
}
