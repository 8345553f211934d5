import type { RegistrationDetail } from '@clutch/contract/teams';
import type { Tournament } from '@clutch/contract/tournaments';
import type { User } from '@clutch/contract/users';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { useRegisterSolo } from '../../api/register-solo.ts';
import { formatEntryFee } from '../../lib/entry-fee.ts';
import { isSoloTournament } from '../../lib/my-entry.ts';
import { CreateTeamForm, REGISTRATION_FAILED } from './create-team-form.tsx';
import { PaymentStep } from './payment-step.tsx';

export const LOGIN_REQUIRED = 'You must be logged in to register.';
export const SOLO_REGISTERED = 'You are registered! 🎉';

type Step = { kind: 'enter' } | { kind: 'pay'; registration: RegistrationDetail };

function SoloStep({ tournament: t, onRegistered }: { tournament: Tournament; onRegistered: (r: RegistrationDetail) => void }) {
  const register = useRegisterSolo(t.id);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Entry fee</dt>
        <dd className="font-semibold">{formatEntryFee(t.entryFee, t.currency)}</dd>
      </dl>
      <DialogFooter>
        <Button
          disabled={register.isPending}
          onClick={() =>
            register.mutate(undefined, {
              onSuccess: (registration) => {
                toast.success(SOLO_REGISTERED);
                onRegistered(registration);
              },
              onError: (e) =>
                toast.error(
                  isApiError(e) && (e.status === 409 || e.code === 'ACCOUNT_NOT_VERIFIED') ? errorMessage(e, REGISTRATION_FAILED) : REGISTRATION_FAILED,
                ),
            })
          }
        >
          {register.isPending ? 'Registering…' : 'Register as a solo player'}
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
export function JoinTournament({ tournament: t, user, offered = true }: { tournament: Tournament; user: User | null; offered?: boolean }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'enter' });
  const solo = isSoloTournament(t);

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
              toast.error(LOGIN_REQUIRED);
              return;
            }
            setStep({ kind: 'enter' });
            setOpen(true);
          }}
        >
          <UserPlus aria-hidden />
          Join Tournament
        </Button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{step.kind === 'pay' ? 'Pay entry fee' : solo ? `Join ${t.name}` : 'Create your team'}</DialogTitle>
            <DialogDescription>
              {step.kind === 'pay'
                ? 'Your registration is in. Pay the entry fee to keep your place.'
                : solo
                  ? 'This tournament is for solo players: you register on your own.'
                  : `Build the team you will play ${t.name} with. Invited players get an invite to accept.`}
            </DialogDescription>
          </DialogHeader>
          {step.kind === 'pay' ? (
            <PaymentStep registration={step.registration} solo={solo} />
          ) : !user ? null : solo ? (
            <SoloStep tournament={t} onRegistered={afterRegistration} />
          ) : (
            <CreateTeamForm tournament={t} captainId={user.id} onCreated={(team) => afterRegistration(team.registration)} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
