import { useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useReportChatMessage } from '../api/report-message.ts';
import { chatErrorMessage } from '../lib/chat-errors.ts';

/** Report a message: the reason, for the room's moderators. */
export function ReportDialog({ roomId, messageId, open, onOpenChange }: { roomId: string; messageId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const report = useReportChatMessage(roomId);
  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(undefined);
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t({ defaultMessage: 'Report message' })}
      description={t({ defaultMessage: 'Tell the organizer what is wrong with this message.' })}
      submitLabel={t({ defaultMessage: 'Report' })}
      pending={report.isPending}
      disabled={reason.trim().length === 0}
      error={error}
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate(
          { messageId, reason: reason.trim() },
          {
            onSuccess: () => {
              toast.success(t({ defaultMessage: 'Thanks, the message was reported' }));
              close(false);
            },
            onError: (e) => setError(chatErrorMessage(e, t, t({ defaultMessage: 'Could not report the message' }))),
          },
        );
      }}
    >
      <Textarea aria-label={t({ defaultMessage: 'Reason' })} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} autoFocus />
    </FormDialog>
  );
}
