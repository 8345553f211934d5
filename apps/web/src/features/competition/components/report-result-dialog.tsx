import type { Match } from '@clutch/contract/competition';
import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardCheck } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { resultFormSchema, type ResultFormOutput, type ResultFormValues } from '@/lib/result-form.ts';
import { useReportResult } from '../api/match-reports.ts';
import { otherSlot, sideName, type Slot } from '../lib/report-state.ts';

/** 'Report result': both scores, or the other team forfeited / did not show. The other captain then confirms. */
export function ReportResultDialog({ match, mySlot }: { match: Match; mySlot: Slot }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const resolver = useMemo(() => zodResolver(resultFormSchema(match.stage)), [match.stage]);
  // A captain reports the other side's forfeit, never their own.
  const defaults: ResultFormValues = { outcome: 'score', homeScore: '', awayScore: '', forfeit: String(otherSlot(mySlot)) };
  const form = useForm<ResultFormValues, unknown, ResultFormOutput>({ resolver, defaultValues: defaults });
  const { errors } = form.formState;
  const home = sideName(t, match, 1);
  const away = sideName(t, match, 2);
  const opponent = sideName(t, match, otherSlot(mySlot));
  const forfeit = useWatch({ control: form.control, name: 'outcome' }) === 'forfeit';

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(defaults);
  };

  const report = useReportResult(match.tournamentId, {
    onSuccess: (answer) => {
      // The other captain may have reported meanwhile: the same result confirms it, another one disputes it.
      if (answer.status === 'CONFIRMED')
        toast.success(t({ defaultMessage: 'Result confirmed' }), {
          description: t({ defaultMessage: '{team} reported the same result.' }, { team: opponent }),
        });
      else if (answer.status === 'DISPUTED')
        toast.warning(t({ defaultMessage: 'The reports differ' }), { description: t({ defaultMessage: 'Disputed — the organizer will decide.' }) });
      else toast.success(t({ defaultMessage: 'Result reported' }), { description: t({ defaultMessage: 'Waiting for {team} to confirm.' }, { team: opponent }) });
      onOpenChange(false);
    },
    onError: (e) => form.setError('root', { message: errorMessage(e, t({ defaultMessage: 'Could not report the result. Please try again.' })) }),
  });

  const submit = form.handleSubmit((body) => report.mutate({ matchId: match.id, body }));

  const scoreField = (name: 'homeScore' | 'awayScore', team: string) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={fieldId} label={t({ defaultMessage: '{team} score' }, { team })} error={error}>
        <Input inputMode="numeric" autoComplete="off" {...describedBy(fieldId, error)} {...form.register(name)} />
      </Field>
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="sm">
          <ClipboardCheck aria-hidden />
          {t({ defaultMessage: 'Report result' })}
        </Button>
      }
      title={t({ defaultMessage: 'Report result' })}
      description={
        match.bestOf > 1
          ? t(
              { defaultMessage: "{home} vs {away} · best of {bestOf} (enter the games won). {opponent}'s captain confirms it." },
              { home, away, bestOf: match.bestOf, opponent },
            )
          : t({ defaultMessage: "{home} vs {away}. {opponent}'s captain confirms it." }, { home, away, opponent })
      }
      onSubmit={submit}
      error={errors.root?.message}
      submitLabel={t({ defaultMessage: 'Send report' })}
      pending={report.isPending}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t({ defaultMessage: 'Result' })}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="score" className="size-4 accent-primary" {...form.register('outcome')} />
          {t({ defaultMessage: 'Final score' })}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="forfeit" className="size-4 accent-primary" {...form.register('outcome')} />
          {t({ defaultMessage: 'The other team forfeited / did not show' })}
        </label>
      </fieldset>
      {forfeit ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          {t({ defaultMessage: '{opponent} forfeited: {winner} win.' }, { opponent, winner: sideName(t, match, mySlot) })}
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          {scoreField('homeScore', home)}
          {scoreField('awayScore', away)}
        </div>
      )}
    </FormDialog>
  );
}
