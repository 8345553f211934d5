import type { PaymentStatus, RegistrationDetail, Team } from '@clutch/contract/teams';
import { LogOut } from 'lucide-react';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { useWithdrawRegistration } from '../../api/withdraw-registration.ts';
import { PaymentStep } from './payment-step.tsx';

const requestLabels: Record<RegistrationDetail['requestStatus'], { text: string; variant: 'success' | 'warning' | 'destructive' | 'secondary' }> = {
  PENDING: { text: 'Pending approval', variant: 'warning' },
  ACCEPTED: { text: 'Accepted', variant: 'success' },
  REJECTED: { text: 'Rejected', variant: 'destructive' },
  CANCELLED: { text: 'Withdrawn', variant: 'secondary' },
};

export const paymentLabels: Record<PaymentStatus, { text: string; variant: 'success' | 'warning' | 'secondary' }> = {
  PENDING: { text: 'Payment pending', variant: 'warning' },
  PAID: { text: 'Paid', variant: 'success' },
  NOT_REQUIRED: { text: 'No fee', variant: 'secondary' },
  REFUNDED: { text: 'Refunded', variant: 'secondary' },
};

/** The user's registration in this tournament: its decision and fee, the payment while owed, Withdraw for the captain. */
export function RegistrationStatus({ team, userId, solo }: { team: Team; userId: string; solo: boolean }) {
  const registration = team.registration!;
  const captain = team.captain.id === userId;
  const withdraw = useWithdrawRegistration(registration.tournament.id);
  const request = requestLabels[registration.requestStatus];
  // Null only for viewers outside the team; this card is the user's own registration.
  const payment = registration.paymentStatus ? paymentLabels[registration.paymentStatus] : null;
  const fee = formatMoney(registration.entryFee, registration.currency);

  return (
    <section aria-labelledby="my-registration-title" className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {!solo && <TeamAvatar name={team.name} photoUrl={team.photoUrl} className="size-10" />}
          <div className="min-w-0">
            <h2 id="my-registration-title" className="font-semibold">
              {solo ? 'Your registration' : `Your team: ${team.name}`}
            </h2>
            <div className="mt-1 flex flex-wrap gap-2">
              <Badge variant={request.variant}>{request.text}</Badge>
              {payment && <Badge variant={payment.variant}>{payment.text}</Badge>}
            </div>
          </div>
        </div>
        {captain && (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="sm" disabled={withdraw.isPending}>
                <LogOut aria-hidden />
                Withdraw
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{solo ? 'Withdraw your registration?' : `Withdraw ${team.name}?`}</AlertDialogTitle>
                <AlertDialogDescription>
                  {solo ? 'You leave' : 'The whole team leaves'} the tournament and the place is freed.
                  {registration.paymentStatus === 'PAID' ? ` The ${fee} entry fee is refunded.` : ''}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction variant="destructive" onClick={() => withdraw.mutate(registration.id)}>
                  Withdraw
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </div>
      {registration.paymentStatus === 'PAID' && registration.paidAt && (
        <p className="text-sm text-muted-foreground">{`Entry fee ${fee} paid on ${formatDateTime(registration.paidAt)}.`}</p>
      )}
      {registration.paymentStatus === 'PENDING' &&
        (captain ? (
          <PaymentStep registration={registration} solo={solo} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {`The captain pays the ${fee} entry fee`}
            {registration.holdExpiresAt ? ` before ${formatDateTime(registration.holdExpiresAt)}.` : '.'}
          </p>
        ))}
    </section>
  );
}
