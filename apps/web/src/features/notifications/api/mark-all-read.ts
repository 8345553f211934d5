import { notificationEndpoints } from '@clutch/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { allRead, patchNotifications, setUnreadCount } from '../lib/notification-cache.ts';

/** POST /notifications/read-all: answers the unread count after it (0 unless one arrived meanwhile). */
export const markAllNotificationsRead = async () => (await callEndpoint(notificationEndpoints.markAllRead)).count;

export function useMarkAllRead() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (count) => {
      patchNotifications(client, allRead);
      setUnreadCount(client, count);
      toast.success(t({ defaultMessage: 'All notifications marked as read' }));
    },
    onError: (e) => toast.error(errorMessage(e, t({ defaultMessage: 'Could not mark your notifications as read' }))),
  });
}
