import { notificationEndpoints } from '@clutch/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { notificationKeys } from './keys.ts';

/** GET /notifications/settings: the global switch, quiet hours and per-type channels, kept on the server. */
export const getNotificationSettings = (signal?: AbortSignal) => callEndpoint(notificationEndpoints.settings, { signal });

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings, queryFn: ({ signal }) => getNotificationSettings(signal), staleTime: 5 * 60_000 });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
