import { notificationEndpoints } from '@clutch/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { markedRead, patchNotifications, refreshNotificationLists, setUnreadCount } from '../lib/notification-cache.ts';

/** PATCH /notifications/{id}/read: answers the unread count after it. */
export const markNotificationRead = async (id: string) => (await callEndpoint(notificationEndpoints.markRead, { params: { id } })).count;

/** Marks one read at once on screen (the user is usually on their way to what it is about), then the badge follows the server. */
export function useMarkRead() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => patchNotifications(client, markedRead(id)),
    onSuccess: (count) => setUnreadCount(client, count),
    onError: (e) => {
      refreshNotificationLists(client);
      toast.error(errorMessage(e, t({ defaultMessage: 'Could not mark the notification as read' })));
    },
  });
}
