import type { TeamRegistration } from '@clutch/contract/competition';
import { REJECTION_REASON_MAX, rejectRegistrationQuery } from '@clutch/contract/teams';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { validationMessage } from '@/lib/i18n/validation-messages.ts';
import { useReviewRegistration } from '../api/review-registration.ts';
import { DialogFormFooter } from './dialog-form-footer.tsx';

/** The dialog's words for the contract's rules (its own are for API clients), then the contract's query itself. */
const rejectForm = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, validationMessage({ defaultMessage: 'Say why the team is rejected; its captain will see it.' }))
      .max(REJECTION_REASON_MAX, validationMessage({ defaultMessage: 'At most {max} characters.' }, { max: REJECTION_REASON_MAX })),
  })
  .pipe(rejectRegistrationQuery);
type RejectForm = z.input<typeof rejectForm>;

export const reject = defineMessage({ defaultMessage: 'Reject', description: 'Button: refuse a team’s registration request' });

/** Reject a team's request with a reason its captain reads; open while `registration` is set. */
export function RejectDialog({ registration, tournamentId, onClose }: { registration: TeamRegistration | null; tournamentId: string; onClose: () => void }) {
  const t = useT();
  const review = useReviewRegistration(tournamentId);
  const form = useForm<RejectForm, unknown, z.output<typeof rejectForm>>({ resolver: zodResolver(rejectForm), defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message ?? form.formState.errors.root?.message;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ reason }) => {
    if (!registration) return;
    review.mutate(
      { registrationId: registration.id, decision: 'reject', reason },
      {
        onSuccess: () => {
          toast.success(t({ defaultMessage: 'Rejected {team}' }, { team: registration.team.name }));
          close();
        },
        onError: (err) => form.setError('root', { message: errorMessage(err, t({ defaultMessage: 'Could not reject the team. Try again.' })) }),
      },
    );
  });
  return (
    <Dialog open={registration !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t({ defaultMessage: 'Reject {team}?' }, { team: registration?.team.name ?? '' })}</DialogTitle>
          <DialogDescription>{t({ defaultMessage: 'The team loses its place. If it paid the entry fee, the fee is refunded.' })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field id="reject-reason" label={t({ defaultMessage: 'Reason' })} error={error}>
            <Textarea rows={3} {...describedBy('reject-reason', error)} {...form.register('reason')} />
          </Field>
          <DialogFormFooter dismiss={t({ defaultMessage: 'Keep request' })} submit={t(reject)} busy={review.isPending} destructive />
        </form>
      </DialogContent>
    </Dialog>
  );
}
