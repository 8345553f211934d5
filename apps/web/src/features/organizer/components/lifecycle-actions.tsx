import { cancelBody, type TournamentAction } from '@clutch/contract/organizer';
import type { Tournament } from '@clutch/contract/tournaments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, Flag, Megaphone, Play } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/http.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useLifecycleAction } from '../api/tournament-lifecycle.ts';
import { actionConsequence, actionDone, actionFailed, actionLabels, actionQuestions, availableActions } from '../lib/lifecycle.ts';
import { DialogFormFooter } from './dialog-form-footer.tsx';

const icons = { publish: Megaphone, start: Play, finish: Flag, cancel: Ban } as const;

function resultDescription(t: Translate, action: TournamentAction, r: { matchesCreated?: number; refunds?: number }) {
  if (action === 'start' && r.matchesCreated !== undefined)
    return t({ defaultMessage: '{count, plural, one {# match} other {# matches}} built.' }, { count: r.matchesCreated });
  if (action === 'cancel' && r.refunds) return t({ defaultMessage: '{count, plural, one {# entry fee} other {# entry fees}} refunded.' }, { count: r.refunds });
  return undefined;
}

type CancelForm = z.input<typeof cancelBody>;

function CancelDialog({ tournament, open, onOpenChange }: { tournament: Tournament; open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useT();
  const form = useForm<CancelForm, unknown, z.output<typeof cancelBody>>({ resolver: zodResolver(cancelBody), defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const change = (o: boolean) => {
    onOpenChange(o);
    if (!o) form.reset();
  };
  const action = useLifecycleAction(tournament.id, {
    onSuccess: (r) => {
      toast.success(t(actionDone.cancel), { description: resultDescription(t, 'cancel', r) });
      change(false);
    },
    onError: (e) => toast.error(t(actionFailed.cancel), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
  });
  const submit = form.handleSubmit(({ reason }) => action.mutate({ action: 'cancel', reason }));
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(actionQuestions.cancel, { name: tournament.name })}</DialogTitle>
          <DialogDescription>{t(actionConsequence('cancel', tournament))}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field id="cancel-reason" label={t({ defaultMessage: 'Reason' })} error={error}>
            <Textarea rows={3} placeholder={t({ defaultMessage: 'Players and teams will see this.' })} {...describedBy('cancel-reason', error)} {...form.register('reason')} />
          </Field>
          <DialogFormFooter
            dismiss={t({ defaultMessage: 'Keep it', description: 'Button: do not cancel the tournament' })}
            submit={t(actionLabels.cancel)}
            busy={action.isPending}
            destructive
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ConfirmDialog({
  tournament,
  action: name,
  onOpenChange,
}: {
  tournament: Tournament;
  action: Exclude<TournamentAction, 'cancel'> | null;
  onOpenChange: (o: boolean) => void;
}) {
  const t = useT();
  const action = useLifecycleAction(tournament.id, {
    onSuccess: (r, input) => {
      toast.success(t(actionDone[input.action]), { description: resultDescription(t, input.action, r) });
      onOpenChange(false);
    },
    onError: (e, input) => {
      toast.error(t(actionFailed[input.action]), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) });
      onOpenChange(false);
    },
  });
  const run = () => {
    if (name) action.mutate({ action: name });
  };
  return (
    <AlertDialog open={name !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        {name && (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{t(actionQuestions[name], { name: tournament.name })}</AlertDialogTitle>
              <AlertDialogDescription>{t(actionConsequence(name, tournament))}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t({ defaultMessage: 'Not now' })}</AlertDialogCancel>
              {/* A plain button: the dialog stays open, with a spinner, until the server answers. */}
              <Button onClick={run} disabled={action.isPending}>
                {action.isPending && <Spinner className="size-4" />}
                {t(actionLabels[name])}
              </Button>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The lifecycle buttons the tournament's status allows, each behind a dialog that says what it does. */
export function LifecycleActions({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const [confirming, setConfirming] = useState<Exclude<TournamentAction, 'cancel'> | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const actions = availableActions(tournament.status);
  if (!actions.length) return null;
  return (
    <>
      {actions.map((a) => {
        const Icon = icons[a];
        return (
          <Button
            key={a}
            variant={a === 'cancel' ? 'outline' : 'default'}
            className={a === 'cancel' ? 'text-destructive-text' : undefined}
            onClick={() => (a === 'cancel' ? setCancelling(true) : setConfirming(a))}
          >
            <Icon aria-hidden />
            {t(actionLabels[a])}
          </Button>
        );
      })}
      <ConfirmDialog tournament={tournament} action={confirming} onOpenChange={(o) => !o && setConfirming(null)} />
      <CancelDialog tournament={tournament} open={cancelling} onOpenChange={setCancelling} />
    </>
  );
}
