import type { Match, ResultPreview } from '@clutch/contract/competition';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/http.ts';
import { resultFormSchema, type ResultFormOutput, type ResultFormValues } from '@/lib/result-form.ts';
import { useEnterResult, usePreviewResult, type EnterResultBody } from '../api/match-results.ts';
import { matchLabel, sides } from '../lib/match-rounds.ts';

const changeText = { SIDES_CHANGE: 'its teams change', RESULT_CLEARED: 'its result is cleared' } as const;

/** The form as the match stands: its scores, or the side that forfeited. */
function initialValues(m: Match): ResultFormValues {
  const { home, away } = sides(m);
  return {
    outcome: m.results.some((r) => r.forfeit) ? 'forfeit' : 'score',
    homeScore: home?.score?.toString() ?? '',
    awayScore: away?.score?.toString() ?? '',
    forfeit: home?.forfeit ? '1' : away?.forfeit ? '2' : '',
  };
}

/**
 * Enter a match result (scores, or a forfeit by one side), checked by the same schema as a captain's report. On a
 * finished match it is a correction: the preview of the later matches it changes comes first, and only 'Apply
 * correction' writes it.
 */
export function ResultDialog({
  match: m,
  matches,
  tournamentId,
  onClose,
}: {
  match: Match;
  /** Every match of the tournament, to name the ones a correction changes. */
  matches: Match[];
  tournamentId: string;
  onClose: () => void;
}) {
  const correction = m.status === 'FINISHED';
  const { home, away } = sides(m);
  const homeName = home?.teamName ?? 'Home';
  const awayName = away?.teamName ?? 'Away';
  const [resolver] = useState(() => zodResolver(resultFormSchema(m.stage)));
  const form = useForm<ResultFormValues, unknown, ResultFormOutput>({ resolver, defaultValues: initialValues(m) });
  const { errors } = form.formState;
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  const [preview, setPreview] = useState<ResultPreview | null>(null);
  const previewing = usePreviewResult();
  const entering = useEnterResult(tournamentId);
  const refused = (fallback: string) => (e: Error) => form.setError('root', { message: errorMessage(e, fallback) });

  const apply = (body: EnterResultBody) =>
    entering.mutate(
      { matchId: m.id, body },
      {
        onSuccess: () => {
          toast.success(correction ? 'Result corrected' : 'Result saved', { description: `${homeName} vs ${awayName}` });
          onClose();
        },
        onError: refused('Could not save the result. Try again.'),
      },
    );

  const submit = form.handleSubmit((result) => {
    const body = { ...result, correction };
    if (!correction || preview) return apply(body);
    previewing.mutate({ matchId: m.id, body }, { onSuccess: setPreview, onError: refused('Could not preview the correction. Try again.') });
  });

  // Any edit after a preview makes it stale: the organizer previews again before applying.
  const field = (name: keyof ResultFormValues) => form.register(name, { onChange: () => setPreview(null) });
  const busy = previewing.isPending || entering.isPending;
  const scoreField = (name: 'homeScore' | 'awayScore', team: string) => {
    const id = name === 'homeScore' ? 'result-home' : 'result-away';
    const error = errors[name]?.message;
    return (
      <Field id={id} label={<span className="block truncate">{team}</span>} error={error}>
        <Input type="number" inputMode="numeric" min={0} max={999} {...describedBy(id, error)} {...field(name)} />
      </Field>
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{correction ? 'Correct result' : 'Enter result'}</DialogTitle>
          <DialogDescription>
            {matchLabel(m)}: {homeName} vs {awayName}
            {correction && '. Later matches that depend on it are shown before anything changes.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">Result type</legend>
            {(
              [
                ['score', 'Scores'],
                ['forfeit', 'Forfeit or no-show'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
                <input type="radio" value={value} className="size-4 accent-primary" {...field('outcome')} />
                {label}
              </label>
            ))}
          </fieldset>
          {outcome === 'score' ? (
            <div className="grid grid-cols-2 gap-4">
              {scoreField('homeScore', homeName)}
              {scoreField('awayScore', awayName)}
            </div>
          ) : (
            <fieldset className="flex flex-col gap-2" aria-describedby={errors.forfeit ? 'result-forfeit-error' : undefined}>
              <legend className="mb-1 text-sm font-medium">Who forfeited or did not show?</legend>
              {(
                [
                  ['1', homeName],
                  ['2', awayName],
                ] as const
              ).map(([slot, name]) => (
                <label key={slot} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input type="radio" value={slot} className="size-4 accent-primary" {...field('forfeit')} />
                  {name}
                </label>
              ))}
              <FormMessage id="result-forfeit-error">{errors.forfeit?.message}</FormMessage>
            </fieldset>
          )}
          {preview && (
            <section aria-labelledby="preview-title" className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3">
              <h3 id="preview-title" className="text-sm font-semibold">
                {preview.affected.length === 0 ? 'No later match changes' : `This changes ${preview.affected.length} later ${preview.affected.length === 1 ? 'match' : 'matches'}`}
              </h3>
              {preview.affected.length > 0 && (
                <ul aria-label="Matches this correction changes" className="flex flex-col gap-1 text-sm">
                  {preview.affected.map((a) => (
                    <li key={a.matchId} className="flex items-start gap-2">
                      <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                      <span>
                        {matchLabel(matches.find((x) => x.id === a.matchId) ?? { ...a, group: null })}: {changeText[a.change]}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <FormMessage>{errors.root?.message}</FormMessage>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner className="size-4" />}
              {!correction ? 'Save result' : preview ? 'Apply correction' : 'Preview changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
