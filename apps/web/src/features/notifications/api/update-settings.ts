import { notificationEndpoints, type NotificationSettings } from '@clutch/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { notificationKeys } from './keys.ts';

/** PUT /notifications/settings: the whole settings object; answers it as saved. */
export const updateNotificationSettings = (settings: NotificationSettings) => callEndpoint(notificationEndpoints.updateSettings, { body: settings });

/** Saves the settings; the saved answer becomes what every screen (and the bell's sound) reads. Callers say what happened. */
export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => client.setQueryData(notificationKeys.settings, saved),
  });
}
