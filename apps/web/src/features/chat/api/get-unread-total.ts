import { chatEndpoints } from '@clutch/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { chatKeys } from './keys.ts';

/** GET /chat/unread-count: unread direct messages, the Messages badge; the socket keeps it current. */
export const getDirectUnreadTotal = async (signal?: AbortSignal) => (await callEndpoint(chatEndpoints.unreadTotal, { signal })).count;

export const directUnreadQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.unreadTotal, queryFn: ({ signal }) => getDirectUnreadTotal(signal), staleTime: Infinity });

export const useDirectUnreadTotal = () => useQuery(directUnreadQueryOptions());
