import type { Match } from '@clutch/contract/competition';
import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardCheck } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/http.ts';
import { resultFormSchema, type ResultFormOutput, type ResultFormValues } from '@/lib/result-form.ts';
import { useReportResult } from '../api/match-reports.ts';
import { otherSlot, sideName, type Slot } from '../lib/report-state.ts';

/** 'Report result': both scores, or the other team forfeited / did not show. The other captain then confirms. */
export function ReportResultDialog({ match, mySlot }: { match: Match; mySlot: Slot }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const resolver = useMemo(() => zodResolver(resultFormSchema(match.stage)), [match.stage]);
  // A captain reports the other side's forfeit, never their own.
  const defaults: ResultFormValues = { outcome: 'score', homeScore: '', awayScore: '', forfeit: String(otherSlot(mySlot)) };
  const form = useForm<ResultFormValues, unknown, ResultFormOutput>({ resolver, defaultValues: defaults });
  const { errors } = form.formState;
  const home = sideName(match, 1);
  const away = sideName(match, 2);
  const opponent = sideName(match, otherSlot(mySlot));
  const forfeit = useWatch({ control: form.control, name: 'outcome' }) === 'forfeit';

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(defaults);
  };

  const report = useReportResult(match.tournamentId, {
    onSuccess: (answer) => {
      // The other captain may have reported meanwhile: the same result confirms it, another one disputes it.
      if (answer.status === 'CONFIRMED') toast.success('Result confirmed', { description: `${opponent} reported the same result.` });
      else if (answer.status === 'DISPUTED') toast.warning('The reports differ', { description: 'Disputed — the organizer will decide.' });
      else toast.success('Result reported', { description: `Waiting for ${opponent} to confirm.` });
      onOpenChange(false);
    },
    onError: (e) => form.setError('root', { message: errorMessage(e, 'Could not report the result. Please try again.') }),
  });

  const submit = form.handleSubmit((body) => report.mutate({ matchId: match.id, body }));

  const scoreField = (name: 'homeScore' | 'awayScore', team: string) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={fieldId} label={`${team} score`} error={error}>
        <Input inputMode="numeric" autoComplete="off" {...describedBy(fieldId, error)} {...form.register(name)} />
      </Field>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm">
          <ClipboardCheck aria-hidden />
          Report result
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report result</DialogTitle>
          <DialogDescription>
            {home} vs {away}
            {match.bestOf > 1 ? ` · best of ${match.bestOf} (enter the games won)` : ''}. {opponent}&apos;s captain confirms it.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Result</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="score" className="size-4 accent-primary" {...form.register('outcome')} />
              Final score
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="forfeit" className="size-4 accent-primary" {...form.register('outcome')} />
              The other team forfeited / did not show
            </label>
          </fieldset>
          {forfeit ? (
            <p className="rounded-md bg-muted px-3 py-2 text-sm">{opponent} forfeited: {sideName(match, mySlot)} win.</p>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              {scoreField('homeScore', home)}
              {scoreField('awayScore', away)}
            </div>
          )}
          <FormMessage>{errors.root?.message}</FormMessage>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending && <Spinner className="size-4" />}
              Send report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
