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
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useLifecycleAction } from '../api/tournament-lifecycle.ts';
import { actionConsequence, actionDone, actionLabels, availableActions } from '../lib/lifecycle.ts';

const icons = { publish: Megaphone, start: Play, finish: Flag, cancel: Ban } as const;

function resultDescription(action: TournamentAction, r: { matchesCreated?: number; refunds?: number }) {
  if (action === 'start' && r.matchesCreated !== undefined) return `${r.matchesCreated} ${r.matchesCreated === 1 ? 'match' : 'matches'} built.`;
  if (action === 'cancel' && r.refunds) return `${r.refunds} ${r.refunds === 1 ? 'entry fee' : 'entry fees'} refunded.`;
  return undefined;
}

type CancelForm = z.input<typeof cancelBody>;

function CancelDialog({ tournament: t, open, onOpenChange }: { tournament: Tournament; open: boolean; onOpenChange: (o: boolean) => void }) {
  const form = useForm<CancelForm, unknown, z.output<typeof cancelBody>>({ resolver: zodResolver(cancelBody), defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const change = (o: boolean) => {
    onOpenChange(o);
    if (!o) form.reset();
  };
  const action = useLifecycleAction(t.id, {
    onSuccess: (r) => {
      toast.success(actionDone.cancel, { description: resultDescription('cancel', r) });
      change(false);
    },
    onError: (e) => toast.error('Could not cancel the tournament', { description: errorMessage(e, 'Please try again.') }),
  });
  const submit = form.handleSubmit(({ reason }) => action.mutate({ action: 'cancel', reason }));
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel {t.name}?</DialogTitle>
          <DialogDescription>{actionConsequence('cancel', t)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field id="cancel-reason" label="Reason" error={error}>
            <Textarea rows={3} placeholder="Players and teams will see this." {...describedBy('cancel-reason', error)} {...form.register('reason')} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={action.isPending}>
              {action.isPending && <Spinner className="size-4" />}
              Cancel tournament
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ConfirmDialog({
  tournament: t,
  action: name,
  onOpenChange,
}: {
  tournament: Tournament;
  action: Exclude<TournamentAction, 'cancel'> | null;
  onOpenChange: (o: boolean) => void;
}) {
  const action = useLifecycleAction(t.id, {
    onSuccess: (r, input) => {
      toast.success(actionDone[input.action], { description: resultDescription(input.action, r) });
      onOpenChange(false);
    },
    onError: (e, input) => {
      toast.error(`Could not ${input.action} the tournament`, { description: errorMessage(e, 'Please try again.') });
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
              <AlertDialogTitle>
                {actionLabels[name]} {t.name}?
              </AlertDialogTitle>
              <AlertDialogDescription>{actionConsequence(name, t)}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Not now</AlertDialogCancel>
              {/* A plain button: the dialog stays open, with a spinner, until the server answers. */}
              <Button onClick={run} disabled={action.isPending}>
                {action.isPending && <Spinner className="size-4" />}
                {actionLabels[name]}
              </Button>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The lifecycle buttons the tournament's status allows, each behind a dialog that says what it does. */
export function LifecycleActions({ tournament: t }: { tournament: Tournament }) {
  const [confirming, setConfirming] = useState<Exclude<TournamentAction, 'cancel'> | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const actions = availableActions(t.status);
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
            {actionLabels[a]}
          </Button>
        );
      })}
      <ConfirmDialog tournament={t} action={confirming} onOpenChange={(o) => !o && setConfirming(null)} />
      <CancelDialog tournament={t} open={cancelling} onOpenChange={setCancelling} />
    </>
  );
}
