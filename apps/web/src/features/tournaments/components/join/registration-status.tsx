import type { RegistrationDetail, Team } from '@clutch/contract/teams';
import type { Tournament } from '@clutch/contract/tournaments';
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
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useWithdrawRegistration } from '../../api/withdraw-registration.ts';
import { paymentLabels } from '../../lib/payment-labels.ts';
import { CheckInStatus } from './check-in-status.tsx';
import { PaymentStep } from './payment-step.tsx';

const requestLabels: Record<RegistrationDetail['requestStatus'], { text: MessageDescriptor; variant: 'success' | 'warning' | 'destructive' | 'secondary' }> = {
  PENDING: { text: defineMessage({ defaultMessage: 'Pending approval', description: 'The user’s registration waits for the organizer' }), variant: 'warning' },
  ACCEPTED: { text: defineMessage({ defaultMessage: 'Accepted', description: 'The user’s registration, accepted by the organizer' }), variant: 'success' },
  REJECTED: { text: defineMessage({ defaultMessage: 'Rejected', description: 'The user’s registration, rejected by the organizer' }), variant: 'destructive' },
  CANCELLED: { text: defineMessage({ defaultMessage: 'Withdrawn', description: 'The user’s registration, withdrawn' }), variant: 'secondary' },
};

/**
 * The user's registration in this tournament: its decision and fee, the payment while owed, Withdraw for the captain,
 * and check-in when the tournament has it.
 */
export function RegistrationStatus({ tournament, team, userId, solo }: { tournament: Tournament; team: Team; userId: string; solo: boolean }) {
  const t = useT();
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
              {solo ? t({ defaultMessage: 'Your registration' }) : t({ defaultMessage: 'Your team: {team}' }, { team: team.name })}
            </h2>
            <div className="mt-1 flex flex-wrap gap-2">
              <Badge variant={request.variant}>{t(request.text)}</Badge>
              {payment && <Badge variant={payment.variant}>{t(payment.text)}</Badge>}
            </div>
          </div>
        </div>
        {captain && (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="sm" disabled={withdraw.isPending}>
                <LogOut aria-hidden />
                {t({ defaultMessage: 'Withdraw', description: 'Take a registration out of a tournament' })}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>
                  {solo ? t({ defaultMessage: 'Withdraw your registration?' }) : t({ defaultMessage: 'Withdraw {team}?' }, { team: team.name })}
                </AlertDialogTitle>
                <AlertDialogDescription>
                  {solo
                    ? t({ defaultMessage: 'You leave the tournament and the place is freed.' })
                    : t({ defaultMessage: 'The whole team leaves the tournament and the place is freed.' })}
                  {registration.paymentStatus === 'PAID' ? ` ${t({ defaultMessage: 'The {fee} entry fee is refunded.' }, { fee })}` : ''}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t({ defaultMessage: 'Cancel' })}</AlertDialogCancel>
                <AlertDialogAction variant="destructive" onClick={() => withdraw.mutate(registration.id)}>
                  {t({ defaultMessage: 'Withdraw', description: 'Take a registration out of a tournament' })}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </div>
      <CheckInStatus tournament={tournament} registration={registration} captain={captain} />
      {registration.paymentStatus === 'PAID' && registration.paidAt && (
        <p className="text-sm text-muted-foreground">
          {t({ defaultMessage: 'Entry fee {fee} paid on {date}.' }, { fee, date: formatDateTime(registration.paidAt) })}
        </p>
      )}
      {registration.paymentStatus === 'PENDING' &&
        (captain ? (
          <PaymentStep registration={registration} solo={solo} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {registration.holdExpiresAt
              ? t({ defaultMessage: 'The captain pays the {fee} entry fee before {date}.' }, { fee, date: formatDateTime(registration.holdExpiresAt) })
              : t({ defaultMessage: 'The captain pays the {fee} entry fee.' }, { fee })}
          </p>
        ))}
    </section>
  );
}
