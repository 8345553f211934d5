import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useScheduleMatch, useScheduleRound } from '../api/schedule.ts';
import { matchLabel } from '../lib/match-rounds.ts';
import { scheduleFormSchema, scheduleToForm, type ScheduleFormOutput, type ScheduleFormValues, type ScheduleTarget } from '../lib/schedule-form.ts';
import { fallbackMessage } from '../lib/tournament-form-schema.ts';
import { timeZoneLabel } from '../lib/zoned-time.ts';
import { DialogFormFooter } from './dialog-form-footer.tsx';
import { BestOfSelect } from './form/field.tsx';

/**
 * Schedule one match (start, best-of, region, details) or a whole round (start, best-of), with times in the
 * tournament's zone, named.
 */
export function ScheduleDialog({ target, tournamentId, timeZone, onClose }: { target: ScheduleTarget; tournamentId: string; timeZone: string; onClose: () => void }) {
  const t = useT();
  const [resolver] = useState(() => zodResolver(scheduleFormSchema(timeZone), { error: (issue) => fallbackMessage(issue) }));
  const form = useForm<ScheduleFormValues, unknown, ScheduleFormOutput>({ resolver, defaultValues: scheduleToForm(target, timeZone) });
  const { errors } = form.formState;
  const matchSchedule = useScheduleMatch(tournamentId);
  const roundSchedule = useScheduleRound(tournamentId);
  const busy = matchSchedule.isPending || roundSchedule.isPending;
  const title = target.kind === 'match' ? matchLabel(target.match, t) : target.round.label;

  const submit = form.handleSubmit((body) => {
    const done = {
      onSuccess: () => {
        toast.success(t({ defaultMessage: 'Schedule saved' }), { description: title });
        onClose();
      },
      onError: (err: unknown) => form.setError('root', { message: errorMessage(err, t({ defaultMessage: 'Could not save the schedule. Try again.' })) }),
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
          <DialogTitle>{target.kind === 'match' ? t({ defaultMessage: 'Schedule match' }) : t({ defaultMessage: 'Schedule round' })}</DialogTitle>
          <DialogDescription>
            {target.kind === 'round'
              ? t({ defaultMessage: '{round}: applies to its {count, plural, one {# match} other {# matches}}.' }, { round: title, count: target.round.matches.length })
              : t({ defaultMessage: '{match}.', description: 'The name of the match being scheduled, as a sentence' }, { match: title })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field
            id="schedule-start"
            label={t({ defaultMessage: 'Start time ({zone})' }, { zone: timeZone })}
            hint={t({ defaultMessage: '{zone}. Leave empty for no set time.' }, { zone: timeZoneLabel(timeZone) })}
            error={startError}
          >
            <Input type="datetime-local" {...describedBy('schedule-start', startError, true)} {...form.register('starteDate')} />
          </Field>
          <Field id="schedule-best-of" label={t({ defaultMessage: 'Best of', description: 'Label of the number of games a match is played over' })}>
            <BestOfSelect id="schedule-best-of" {...form.register('bestOf', { valueAsNumber: true })} />
          </Field>
          {target.kind === 'match' && (
            <>
              <Field
                id="schedule-region"
                label={t({ defaultMessage: 'Server region (optional)' })}
                hint={
                  target.match.region
                    ? t({ defaultMessage: 'Now {region}.', description: 'The match’s current server region' }, { region: target.match.region })
                    : t({ defaultMessage: 'Leave empty to keep the current region.' })
                }
                error={regionError}
              >
                <Input placeholder={t({ defaultMessage: 'EU West', description: 'Example of a server region' })} {...describedBy('schedule-region', regionError, true)} {...form.register('region')} />
              </Field>
              <Field id="schedule-details" label={t({ defaultMessage: 'Details (optional)' })} error={detailsError}>
                <Textarea rows={2} {...describedBy('schedule-details', detailsError)} {...form.register('details')} />
              </Field>
            </>
          )}
          <FormMessage>{errors.root?.message}</FormMessage>
          <DialogFormFooter dismiss={t({ defaultMessage: 'Cancel' })} submit={t({ defaultMessage: 'Save schedule' })} busy={busy} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
