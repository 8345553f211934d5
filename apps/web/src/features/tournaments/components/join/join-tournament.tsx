import type { RegistrationDetail } from '@clutch/contract/teams';
import type { Tournament } from '@clutch/contract/tournaments';
import type { User } from '@clutch/contract/users';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRegisterSolo } from '../../api/register-solo.ts';
import { formatEntryFee } from '../../lib/entry-fee.ts';
import { isSoloTournament } from '../../lib/my-entry.ts';
import { CreateTeamForm, registrationFailed } from './create-team-form.tsx';
import { PaymentStep } from './payment-step.tsx';

type Step = { kind: 'enter' } | { kind: 'pay'; registration: RegistrationDetail };

function SoloStep({ tournament, onRegistered }: { tournament: Tournament; onRegistered: (r: RegistrationDetail) => void }) {
  const t = useT();
  const register = useRegisterSolo(tournament.id);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t({ defaultMessage: 'Entry fee' })}</dt>
        <dd className="font-semibold">{formatEntryFee(tournament.entryFee, tournament.currency, t)}</dd>
      </dl>
      <DialogFooter>
        <Button
          disabled={register.isPending}
          onClick={() =>
            register.mutate(undefined, {
              onSuccess: (registration) => {
                toast.success(t({ defaultMessage: 'You are registered! 🎉' }));
                onRegistered(registration);
              },
              onError: (e) =>
                toast.error(
                  isApiError(e) && (e.status === 409 || e.code === 'ACCOUNT_NOT_VERIFIED') ? errorMessage(e, t(registrationFailed)) : t(registrationFailed),
                ),
            })
          }
        >
          {register.isPending ? t({ defaultMessage: 'Registering…' }) : t({ defaultMessage: 'Register as a solo player' })}
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * Join Tournament (spec §2 and §4): team tournaments create the team and register it in one call; solo
 * tournaments register the player. Either way, a fee still owed leads to the payment step. `offered` false hides
 * the button (the user is in the tournament) without closing a dialog in progress.
 */
export function JoinTournament({ tournament, user, offered = true }: { tournament: Tournament; user: User | null; offered?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'enter' });
  const solo = isSoloTournament(tournament);

  const afterRegistration = (registration: RegistrationDetail | null) => {
    if (registration?.paymentStatus === 'PENDING') setStep({ kind: 'pay', registration });
    else setOpen(false);
  };

  // Once registered the button goes, but the open dialog stays mounted to take the user on to the payment.
  return (
    <>
      {offered && (
        <Button
          onClick={() => {
            if (!user) {
              toast.error(t({ defaultMessage: 'You must be logged in to register.' }));
              return;
            }
            setStep({ kind: 'enter' });
            setOpen(true);
          }}
        >
          <UserPlus aria-hidden />
          {t({ defaultMessage: 'Join Tournament' })}
        </Button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>
              {step.kind === 'pay'
                ? t({ defaultMessage: 'Pay entry fee' })
                : solo
                  ? t({ defaultMessage: 'Join {tournament}' }, { tournament: tournament.name })
                  : t({ defaultMessage: 'Create your team' })}
            </DialogTitle>
            <DialogDescription>
              {step.kind === 'pay'
                ? t({ defaultMessage: 'Your registration is in. Pay the entry fee to keep your place.' })
                : solo
                  ? t({ defaultMessage: 'This tournament is for solo players: you register on your own.' })
                  : t(
                      { defaultMessage: 'Build the team you will play {tournament} with. Invited players get an invite to accept.' },
                      { tournament: tournament.name },
                    )}
            </DialogDescription>
          </DialogHeader>
          {step.kind === 'pay' ? (
            <PaymentStep registration={step.registration} solo={solo} />
          ) : !user ? null : solo ? (
            <SoloStep tournament={tournament} onRegistered={afterRegistration} />
          ) : (
            <CreateTeamForm tournament={tournament} captainId={user.id} onCreated={(team) => afterRegistration(team.registration)} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
