import { chatEndpoints } from '@clutch/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { chatKeys } from './keys.ts';

/** GET /chat/settings: who may send the user direct messages. */
export const getChatSettings = (signal?: AbortSignal) => callEndpoint(chatEndpoints.settings, { signal });

export const chatSettingsQueryOptions = () => queryOptions({ queryKey: chatKeys.settings, queryFn: ({ signal }) => getChatSettings(signal) });

export const useChatSettings = () => useQuery(chatSettingsQueryOptions());
