import { notificationEndpoints } from '@clutch/contract/notifications';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** POST /notifications/unsubscribe: the e-mail link's token turns its type's e-mails off (no session needed). */
export const unsubscribeEmails = (token: string) => callEndpoint(notificationEndpoints.unsubscribe, { query: { token } });

/** POST /notifications/resubscribe: the same token turns them on again (the page's undo). */
export const resubscribeEmails = (token: string) => callEndpoint(notificationEndpoints.resubscribe, { query: { token } });

export const useUnsubscribeEmails = () => useMutation({ mutationFn: unsubscribeEmails });
export const useResubscribeEmails = () => useMutation({ mutationFn: resubscribeEmails });
