import { BEST_OF_VALUES } from '@clutch/contract/organizer';
import type { Match } from '@clutch/contract/competition';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useScheduleMatch, useScheduleRound } from '../api/schedule.ts';
import { matchLabel, type RoundGroup } from '../lib/match-rounds.ts';
import { isoToZonedLocal, timeZoneLabel, zonedLocalToIso } from '../lib/zoned-time.ts';
import { Field, NativeSelect, Textarea } from './form/field.tsx';

export type ScheduleTarget = { kind: 'match'; match: Match } | { kind: 'round'; round: RoundGroup };

const REGION_MAX = 32;
const DETAILS_MAX = 500;

/**
 * Schedule one match (start, best-of, region, details) or a whole round (start, best-of), with times in the
 * tournament's zone, named.
 */
export function ScheduleDialog({ target, tournamentId, timeZone, onClose }: { target: ScheduleTarget; tournamentId: string; timeZone: string; onClose: () => void }) {
  const first = target.kind === 'match' ? target.match : target.round.matches[0];
  const [start, setStart] = useState(first?.starteDate ? isoToZonedLocal(first.starteDate, timeZone) : '');
  const [bestOf, setBestOf] = useState(first?.bestOf ?? 1);
  const [region, setRegion] = useState(target.kind === 'match' ? (target.match.region ?? '') : '');
  const [details, setDetails] = useState(target.kind === 'match' ? (target.match.details ?? '') : '');
  const [errors, setErrors] = useState<{ start?: string; region?: string; details?: string; form?: string }>({});
  const matchSchedule = useScheduleMatch(tournamentId);
  const roundSchedule = useScheduleRound(tournamentId);
  const busy = matchSchedule.isPending || roundSchedule.isPending;
  const title = target.kind === 'match' ? matchLabel(target.match) : target.round.label;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const starteDate = start === '' ? null : zonedLocalToIso(start, timeZone);
    const next: typeof errors = {};
    if (start !== '' && !starteDate) next.start = 'Enter a valid date and time.';
    if (region.trim().length > REGION_MAX) next.region = `At most ${REGION_MAX} characters.`;
    if (details.trim().length > DETAILS_MAX) next.details = `At most ${DETAILS_MAX} characters.`;
    setErrors(next);
    if (Object.keys(next).length) return;
    const done = {
      onSuccess: () => {
        toast.success('Schedule saved', { description: title });
        onClose();
      },
      onError: (err: unknown) => setErrors({ form: errorMessage(err, 'Could not save the schedule. Try again.') }),
    };
    if (target.kind === 'match') {
      matchSchedule.mutate(
        {
          matchId: target.match.id,
          body: { starteDate, bestOf, details: details.trim() || null, ...(region.trim() ? { region: region.trim() } : {}) },
        },
        done,
      );
    } else {
      const { stage, bracket, group, round } = target.round;
      roundSchedule.mutate({ stage, bracket, group, round, starteDate, bestOf }, done);
    }
  };

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
          <Field id="schedule-start" label={`Start time (${timeZone})`} hint={`${timeZoneLabel(timeZone)}. Leave empty for no set time.`} error={errors.start}>
            <Input
              id="schedule-start"
              type="datetime-local"
              value={start}
              aria-invalid={errors.start ? true : undefined}
              aria-describedby={`schedule-start-hint${errors.start ? ' schedule-start-error' : ''}`}
              onChange={(e) => setStart(e.target.value)}
            />
          </Field>
          <Field id="schedule-best-of" label="Best of">
            <NativeSelect id="schedule-best-of" value={bestOf} onChange={(e) => setBestOf(Number(e.target.value))}>
              {BEST_OF_VALUES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {target.kind === 'match' && (
            <>
              <Field id="schedule-region" label="Server region (optional)" hint={target.kind === 'match' && target.match.region ? `Now ${target.match.region}.` : 'Leave empty to keep the current region.'} error={errors.region}>
                <Input
                  id="schedule-region"
                  placeholder="EU West"
                  value={region}
                  aria-invalid={errors.region ? true : undefined}
                  aria-describedby={`schedule-region-hint${errors.region ? ' schedule-region-error' : ''}`}
                  onChange={(e) => setRegion(e.target.value)}
                />
              </Field>
              <Field id="schedule-details" label="Details (optional)" error={errors.details}>
                <Textarea id="schedule-details" rows={2} value={details} aria-invalid={errors.details ? true : undefined} onChange={(e) => setDetails(e.target.value)} />
              </Field>
            </>
          )}
          <FormMessage>{errors.form}</FormMessage>
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
