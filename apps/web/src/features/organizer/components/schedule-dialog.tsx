import { BEST_OF_VALUES } from '@clutch/contract/organizer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useScheduleMatch, useScheduleRound } from '../api/schedule.ts';
import { matchLabel } from '../lib/match-rounds.ts';
import { scheduleFormSchema, scheduleToForm, type ScheduleFormOutput, type ScheduleFormValues, type ScheduleTarget } from '../lib/schedule-form.ts';
import { fallbackMessage } from '../lib/tournament-form-schema.ts';
import { timeZoneLabel } from '../lib/zoned-time.ts';
import { NativeSelect } from './form/field.tsx';

/**
 * Schedule one match (start, best-of, region, details) or a whole round (start, best-of), with times in the
 * tournament's zone, named.
 */
export function ScheduleDialog({ target, tournamentId, timeZone, onClose }: { target: ScheduleTarget; tournamentId: string; timeZone: string; onClose: () => void }) {
  const [resolver] = useState(() => zodResolver(scheduleFormSchema(timeZone), { error: (issue) => fallbackMessage(issue) }));
  const form = useForm<ScheduleFormValues, unknown, ScheduleFormOutput>({ resolver, defaultValues: scheduleToForm(target, timeZone) });
  const { errors } = form.formState;
  const matchSchedule = useScheduleMatch(tournamentId);
  const roundSchedule = useScheduleRound(tournamentId);
  const busy = matchSchedule.isPending || roundSchedule.isPending;
  const title = target.kind === 'match' ? matchLabel(target.match) : target.round.label;

  const submit = form.handleSubmit((body) => {
    const done = {
      onSuccess: () => {
        toast.success('Schedule saved', { description: title });
        onClose();
      },
      onError: (err: unknown) => form.setError('root', { message: errorMessage(err, 'Could not save the schedule. Try again.') }),
    };
    if (target.kind === 'match') return matchSchedule.mutate({ matchId: target.match.id, body }, done);
    const { stage, bracket, group, round } = target.round;
    roundSchedule.mutate({ stage, bracket, group, round, starteDate: body.starteDate, bestOf: body.bestOf }, done);
  });

  const startError = errors.starteDate?.message;
  const regionError = errors.region?.message;
  const detailsError = errors.details?.message;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{target.kind === 'match' ? 'Schedule match' : 'Schedule round'}</DialogTitle>
          <DialogDescription>
            {title}
            {target.kind === 'round' && `: applies to its ${target.round.matches.length} ${target.round.matches.length === 1 ? 'match' : 'matches'}`}.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field id="schedule-start" label={`Start time (${timeZone})`} hint={`${timeZoneLabel(timeZone)}. Leave empty for no set time.`} error={startError}>
            <Input type="datetime-local" {...describedBy('schedule-start', startError, true)} {...form.register('starteDate')} />
          </Field>
          <Field id="schedule-best-of" label="Best of">
            <NativeSelect id="schedule-best-of" {...form.register('bestOf', { valueAsNumber: true })}>
              {BEST_OF_VALUES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {target.kind === 'match' && (
            <>
              <Field id="schedule-region" label="Server region (optional)" hint={target.match.region ? `Now ${target.match.region}.` : 'Leave empty to keep the current region.'} error={regionError}>
                <Input placeholder="EU West" {...describedBy('schedule-region', regionError, true)} {...form.register('region')} />
              </Field>
              <Field id="schedule-details" label="Details (optional)" error={detailsError}>
                <Textarea rows={2} {...describedBy('schedule-details', detailsError)} {...form.register('details')} />
              </Field>
            </>
          )}
          <FormMessage>{errors.root?.message}</FormMessage>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner className="size-4" />}
              Save schedule
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
