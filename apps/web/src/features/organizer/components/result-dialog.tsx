import { resultInput, type Match, type ResultPreview } from '@clutch/contract/competition';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useEnterResult, usePreviewResult, type EnterResultBody } from '../api/match-results.ts';
import { matchLabel, sides } from '../lib/match-rounds.ts';
import { fallbackMessage } from '../lib/tournament-form-schema.ts';

type Mode = 'scores' | 'forfeit';

const changeText = { SIDES_CHANGE: 'its teams change', RESULT_CLEARED: 'its result is cleared' } as const;

function initialScores(m: Match) {
  const { home, away } = sides(m);
  return { home: home?.score?.toString() ?? '', away: away?.score?.toString() ?? '' };
}

/**
 * Enter a match result (scores, or a forfeit by one side). On a finished match it is a correction: the preview of
 * the later matches it changes comes first, and only 'Apply correction' writes it.
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
  const [mode, setMode] = useState<Mode>(m.results.some((r) => r.forfeit) ? 'forfeit' : 'scores');
  const [scores, setScores] = useState(() => initialScores(m));
  const [forfeit, setForfeit] = useState<1 | 2 | null>(home?.forfeit ? 1 : away?.forfeit ? 2 : null);
  const [errors, setErrors] = useState<{ homeScore?: string; awayScore?: string; forfeit?: string; form?: string }>({});
  const [preview, setPreview] = useState<ResultPreview | null>(null);
  const previewing = usePreviewResult();
  const entering = useEnterResult(tournamentId);

  const body = (): EnterResultBody | null => {
    const raw =
      mode === 'forfeit'
        ? { forfeit: forfeit ?? undefined }
        : { homeScore: scores.home === '' ? undefined : Number(scores.home), awayScore: scores.away === '' ? undefined : Number(scores.away) };
    if (mode === 'forfeit' && forfeit === null) {
      setErrors({ forfeit: 'Choose the side that forfeited.' });
      return null;
    }
    const parsed = resultInput.safeParse(raw, { error: fallbackMessage });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'awayScore' ? 'awayScore' : 'homeScore';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return null;
    }
    setErrors({});
    return { ...parsed.data, correction };
  };

  const apply = (b: EnterResultBody) =>
    entering.mutate(
      { matchId: m.id, body: b },
      {
        onSuccess: () => {
          toast.success(correction ? 'Result corrected' : 'Result saved', { description: `${homeName} vs ${awayName}` });
          onClose();
        },
        onError: (e) => setErrors({ form: errorMessage(e, 'Could not save the result. Try again.') }),
      },
    );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const b = body();
    if (!b) return;
    if (!correction) return apply(b);
    if (!preview) {
      previewing.mutate(
        { matchId: m.id, body: b },
        { onSuccess: setPreview, onError: (err) => setErrors({ form: errorMessage(err, 'Could not preview the correction. Try again.') }) },
      );
      return;
    }
    apply(b);
  };

  // Any edit after a preview makes it stale: the organizer previews again before applying.
  const edit = (fn: () => void) => {
    fn();
    setPreview(null);
    setErrors({});
  };
  const busy = previewing.isPending || entering.isPending;
  const scoreField = (side: 'home' | 'away', name: string) => {
    const id = `result-${side}`;
    const error = errors[side === 'home' ? 'homeScore' : 'awayScore'];
    return (
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={id} className="truncate">
          {name}
        </Label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          value={scores[side]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => edit(() => setScores((s) => ({ ...s, [side]: e.target.value })))}
        />
        <FormMessage id={`${id}-error`}>{error}</FormMessage>
      </div>
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
                ['scores', 'Scores'],
                ['forfeit', 'Forfeit or no-show'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
                <input type="radio" name="result-mode" value={value} checked={mode === value} onChange={() => edit(() => setMode(value))} className="size-4 accent-primary" />
                {label}
              </label>
            ))}
          </fieldset>
          {mode === 'scores' ? (
            <div className="grid grid-cols-2 gap-4">
              {scoreField('home', homeName)}
              {scoreField('away', awayName)}
            </div>
          ) : (
            <fieldset className="flex flex-col gap-2" aria-describedby={errors.forfeit ? 'result-forfeit-error' : undefined}>
              <legend className="mb-1 text-sm font-medium">Who forfeited or did not show?</legend>
              {(
                [
                  [1, homeName],
                  [2, awayName],
                ] as const
              ).map(([slot, name]) => (
                <label key={slot} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input type="radio" name="result-forfeit" checked={forfeit === slot} onChange={() => edit(() => setForfeit(slot))} className="size-4 accent-primary" />
                  {name}
                </label>
              ))}
              <FormMessage id="result-forfeit-error">{errors.forfeit}</FormMessage>
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
          <FormMessage>{errors.form}</FormMessage>
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
