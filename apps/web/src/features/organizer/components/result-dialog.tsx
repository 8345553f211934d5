import type { Match, ResultPreview } from '@clutch/contract/competition';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { resultFormSchema, type ResultFormOutput, type ResultFormValues } from '@/lib/result-form.ts';
import { useEnterResult, usePreviewResult, type EnterResultBody } from '../api/match-results.ts';
import { matchLabel, sides } from '../lib/match-rounds.ts';
import { DialogFormFooter } from './dialog-form-footer.tsx';

const changeText = {
  SIDES_CHANGE: defineMessage({ defaultMessage: 'its teams change', description: 'After a later match’s name: what a result correction does to it' }),
  RESULT_CLEARED: defineMessage({ defaultMessage: 'its result is cleared', description: 'After a later match’s name: what a result correction does to it' }),
} as const;

export const enterResult = defineMessage({ defaultMessage: 'Enter result' });
export const correctResult = defineMessage({ defaultMessage: 'Correct result' });

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
  const t = useT();
  const correction = m.status === 'FINISHED';
  const { home, away } = sides(m);
  const homeName = home?.teamName ?? t({ defaultMessage: 'Home', description: 'The first side of a match' });
  const awayName = away?.teamName ?? t({ defaultMessage: 'Away', description: 'The second side of a match' });
  const teams = t({ defaultMessage: '{home} vs {away}' }, { home: homeName, away: awayName });
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
          toast.success(correction ? t({ defaultMessage: 'Result corrected' }) : t({ defaultMessage: 'Result saved' }), { description: teams });
          onClose();
        },
        onError: refused(t({ defaultMessage: 'Could not save the result. Try again.' })),
      },
    );

  const submit = form.handleSubmit((result) => {
    const body = { ...result, correction };
    if (!correction || preview) return apply(body);
    previewing.mutate({ matchId: m.id, body }, { onSuccess: setPreview, onError: refused(t({ defaultMessage: 'Could not preview the correction. Try again.' })) });
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
          <DialogTitle>{t(correction ? correctResult : enterResult)}</DialogTitle>
          <DialogDescription>
            {correction
              ? t({ defaultMessage: '{match}: {teams}. Later matches that depend on it are shown before anything changes.' }, { match: matchLabel(m, t), teams })
              : t({ defaultMessage: '{match}: {teams}' }, { match: matchLabel(m, t), teams })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">{t({ defaultMessage: 'Result type' })}</legend>
            {(
              [
                ['score', t({ defaultMessage: 'Scores' })],
                ['forfeit', t({ defaultMessage: 'Forfeit or no-show' })],
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
              <legend className="mb-1 text-sm font-medium">{t({ defaultMessage: 'Who forfeited or did not show?' })}</legend>
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
                {preview.affected.length === 0
                  ? t({ defaultMessage: 'No later match changes' })
                  : t({ defaultMessage: 'This changes {count, plural, one {# later match} other {# later matches}}' }, { count: preview.affected.length })}
              </h3>
              {preview.affected.length > 0 && (
                <ul aria-label={t({ defaultMessage: 'Matches this correction changes' })} className="flex flex-col gap-1 text-sm">
                  {preview.affected.map((a) => (
                    <li key={a.matchId} className="flex items-start gap-2">
                      <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                      <span>
                        {t(
                          { defaultMessage: '{match}: {change}' },
                          { match: matchLabel(matches.find((x) => x.id === a.matchId) ?? { ...a, group: null }, t), change: t(changeText[a.change]) },
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <FormMessage>{errors.root?.message}</FormMessage>
          <DialogFormFooter
            dismiss={t({ defaultMessage: 'Cancel' })}
            busy={busy}
            submit={
              !correction
                ? t({ defaultMessage: 'Save result' })
                : preview
                  ? t({ defaultMessage: 'Apply correction' })
                  : t({ defaultMessage: 'Preview changes' })
            }
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
