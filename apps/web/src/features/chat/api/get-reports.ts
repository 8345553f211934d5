import { chatEndpoints } from '@clutch/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { chatKeys } from './keys.ts';

/** GET /chat/reports: open reports in the rooms the viewer moderates. */
export const getChatReports = (signal?: AbortSignal) => callEndpoint(chatEndpoints.reports, { signal });

export const chatReportsQueryOptions = () => queryOptions({ queryKey: chatKeys.reports, queryFn: ({ signal }) => getChatReports(signal) });

export const useChatReports = () => useQuery(chatReportsQueryOptions());
