import { DISPUTE_REASON_MAX, disputeBody, type Match, type MatchReport } from '@clutch/contract/competition';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useDisputeReport } from '../api/match-reports.ts';
import { reportedResult } from '../lib/report-state.ts';

type Values = z.input<typeof disputeBody>;

/** 'Dispute': the other captain says what is wrong (required); the organizer then decides. */
export function DisputeReportDialog({ match, report }: { match: Match; report: MatchReport }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const form = useForm<Values, unknown, z.output<typeof disputeBody>>({ resolver: zodResolver(disputeBody), defaultValues: { reason: '' } });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset({ reason: '' });
  };

  const dispute = useDisputeReport(match.tournamentId, {
    onSuccess: () => {
      toast.success(t({ defaultMessage: 'Result disputed' }), { description: t({ defaultMessage: 'The organizer will decide.' }) });
      onOpenChange(false);
    },
    onError: (e) => form.setError('root', { message: errorMessage(e, t({ defaultMessage: 'Could not dispute the result. Please try again.' })) }),
  });

  const submit = form.handleSubmit((body) => dispute.mutate({ reportId: report.id, body }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="sm" variant="outline">
          {t({ defaultMessage: 'Dispute' })}
        </Button>
      }
      title={t({ defaultMessage: 'Dispute the result' })}
      description={t(
        { defaultMessage: '{player} reported {result}. Tell the organizer what is wrong; they will decide.' },
        { player: report.reportedBy.nickName, result: reportedResult(t, match, report) },
      )}
      onSubmit={submit}
      error={errors.root?.message}
      submitLabel={t({ defaultMessage: 'Send dispute' })}
      submitVariant="destructive"
      pending={dispute.isPending}
    >
      <Field id={`${id}-reason`} label={t({ defaultMessage: 'Reason' })} error={errors.reason?.message}>
        <Textarea rows={4} maxLength={DISPUTE_REASON_MAX} {...describedBy(`${id}-reason`, errors.reason?.message)} {...form.register('reason')} />
      </Field>
    </FormDialog>
  );
}
