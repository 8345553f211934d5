import { chatEndpoints, type ChatSettings } from '@clutch/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { chatKeys } from './keys.ts';
import { chatErrorMessage } from '../lib/chat-errors.ts';

/** PUT /chat/settings. */
export const updateChatSettings = (settings: ChatSettings) => callEndpoint(chatEndpoints.updateSettings, { body: settings });

export function useUpdateChatSettings() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateChatSettings,
    onSuccess: (settings) => {
      client.setQueryData(chatKeys.settings, settings);
      toast.success(t({ defaultMessage: 'Message settings saved' }));
    },
    onError: (e) => toast.error(chatErrorMessage(e, t, t({ defaultMessage: 'Could not save your message settings' }))),
  });
}
