import { notificationEndpoints } from '@clutch/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { patchNotifications, setUnreadCount, without } from '../lib/notification-cache.ts';

/** DELETE /notifications/{id}: answers the unread count after it. */
export const removeNotification = async (id: string) => (await callEndpoint(notificationEndpoints.remove, { params: { id } })).count;

export function useRemoveNotification() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeNotification,
    onSuccess: (count, id) => {
      patchNotifications(client, without(id));
      setUnreadCount(client, count);
      toast.success(t({ defaultMessage: 'Notification deleted' }));
    },
    onError: (e) => toast.error(errorMessage(e, t({ defaultMessage: 'Could not delete the notification' }))),
  });
}
