import { chatEndpoints } from '@clutch/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { chatKeys } from './keys.ts';

/** GET /chat/conversations: the inbox, newest activity first. */
export const getConversations = (signal?: AbortSignal) => callEndpoint(chatEndpoints.conversations, { signal });

export const conversationsQueryOptions = () => queryOptions({ queryKey: chatKeys.conversations, queryFn: ({ signal }) => getConversations(signal) });

export const useConversations = () => useQuery(conversationsQueryOptions());
