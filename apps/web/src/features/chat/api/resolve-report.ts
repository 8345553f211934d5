import { chatEndpoints } from '@clutch/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { chatKeys } from './keys.ts';
import { chatErrorMessage } from '../lib/chat-errors.ts';

/** POST /chat/reports/{id}/resolve: dismiss it, or delete the reported message. */
export const resolveChatReport = (id: string, action: 'dismiss' | 'delete-message') =>
  callEndpoint(chatEndpoints.resolveReport, { params: { id }, body: { action } });

export function useResolveChatReport() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'dismiss' | 'delete-message' }) => resolveChatReport(id, action),
    onSuccess: (answer) => {
      toast.success(answer.message);
      return client.invalidateQueries({ queryKey: chatKeys.reports });
    },
    onError: (e) => toast.error(chatErrorMessage(e, t, t({ defaultMessage: 'Could not resolve the report' }))),
  });
}
