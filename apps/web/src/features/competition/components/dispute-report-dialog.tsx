import { DISPUTE_REASON_MAX, disputeBody, type Match, type MatchReport } from '@clutch/contract/competition';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useDisputeReport } from '../api/match-reports.ts';
import { reportedResult } from '../lib/report-state.ts';

type Values = z.input<typeof disputeBody>;

/** 'Dispute': the other captain says what is wrong (required); the organizer then decides. */
export function DisputeReportDialog({ match, report }: { match: Match; report: MatchReport }) {
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
      toast.success('Result disputed', { description: 'The organizer will decide.' });
      onOpenChange(false);
    },
    onError: (e) => form.setError('root', { message: errorMessage(e, 'Could not dispute the result. Please try again.') }),
  });

  const submit = form.handleSubmit((body) => dispute.mutate({ reportId: report.id, body }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Dispute
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dispute the result</DialogTitle>
          <DialogDescription>
            {report.reportedBy.nickName} reported {reportedResult(match, report)}. Tell the organizer what is wrong; they will decide.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field id={`${id}-reason`} label="Reason" error={errors.reason?.message}>
            <Textarea rows={4} maxLength={DISPUTE_REASON_MAX} {...describedBy(`${id}-reason`, errors.reason?.message)} {...form.register('reason')} />
          </Field>
          <FormMessage>{errors.root?.message}</FormMessage>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={dispute.isPending}>
              {dispute.isPending && <Spinner className="size-4" />}
              Send dispute
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
