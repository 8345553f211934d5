import { notificationEndpoints } from '@clutch/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { emptyNotifications, setUnreadCount } from '../lib/notification-cache.ts';

/** DELETE /notifications: deletes all of the user's notifications; answers the unread count after it. */
export const clearNotifications = async () => (await callEndpoint(notificationEndpoints.clear)).count;

export function useClearNotifications() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: (count) => {
      emptyNotifications(client);
      setUnreadCount(client, count);
      toast.success(t({ defaultMessage: 'All notifications cleared' }));
    },
    onError: (e) => toast.error(errorMessage(e, t({ defaultMessage: 'Could not clear your notifications' }))),
  });
}
