import type { Match, ResultPreview } from '@clutch/contract/competition';
import type { PlacementInput } from '@clutch/contract/free-for-all';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { PlacementsTable } from '@/components/placements-table.tsx';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useEnterResult, usePreviewResult } from '../api/match-results.ts';
import { matchLabel, roundLabel } from '../lib/match-rounds.ts';
import { initialPlacements, placementsFormSchema, rowNamedIn, type PlacementsFormValues } from '@/lib/placements-form.ts';
import { DialogFormFooter } from './dialog-form-footer.tsx';
import { correctResult, enterResult } from './result-dialog.tsx';

/**
 * The organizer enters a lobby game: every entrant of the lobby with the place it finished and its eliminations,
 * checked as the contract checks them. On a finished game it is a correction: the later games it changes are
 * previewed first, and only 'Apply correction' writes it.
 */
export function PlacementsDialog({ match: m, matches, tournamentId, onClose }: { match: Match; matches: Match[]; tournamentId: string; onClose: () => void }) {
  const t = useT();
  const correction = m.status === 'FINISHED';
  const [resolver] = useState(() => zodResolver(placementsFormSchema));
  // A captain's pending report of the game fills the form: the organizer checks it and confirms it as it stands.
  const reported = !correction && m.pendingReport?.placements ? m.pendingReport : null;
  const form = useForm<PlacementsFormValues, unknown, PlacementInput[]>({ resolver, defaultValues: initialPlacements(m, reported?.placements) });
  const { errors } = form.formState;
  const rows = form.getValues('rows');
  const nameOf = (id: string) => m.results.find((r) => r.teamRegistrationId === id)?.teamName ?? '';
  const [preview, setPreview] = useState<ResultPreview | null>(null);
  const previewing = usePreviewResult();
  const entering = useEnterResult(tournamentId);
  const game = roundLabel(m, t);

  // A refusal naming an entrant goes on its row; any other on the form.
  const refused = (fallback: string) => (e: Error) => {
    const message = errorMessage(e, fallback);
    const row = isApiError(e) && e.code === 'INVALID_PLACEMENTS' ? rowNamedIn(message, rows) : -1;
    if (row >= 0) form.setError(`rows.${row}.place`, { message });
    else form.setError('root', { message });
  };

  const submit = form.handleSubmit((placements) => {
    const body = { placements, correction };
    if (!correction || preview)
      return entering.mutate(
        { matchId: m.id, body },
        {
          onSuccess: () => {
            toast.success(correction ? t({ defaultMessage: 'Result corrected' }) : t({ defaultMessage: 'Result saved' }), { description: game });
            onClose();
          },
          onError: refused(t({ defaultMessage: 'Could not save the result. Try again.' })),
        },
      );
    previewing.mutate({ matchId: m.id, body }, { onSuccess: setPreview, onError: refused(t({ defaultMessage: 'Could not preview the correction. Try again.' })) });
  });
  // A place clash is about two rows: once submitted, an edit re-checks every row, so fixing one clears both.
  const field = (name: `rows.${number}.place` | `rows.${number}.kills`) =>
    form.register(name, {
      onChange: () => {
        setPreview(null);
        if (form.formState.isSubmitted) void form.trigger('rows');
      },
    });
  const busy = previewing.isPending || entering.isPending;

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t(correction ? correctResult : enterResult)}</DialogTitle>
          <DialogDescription>
            {correction
              ? t({ defaultMessage: '{game}: {count} entrants. Later games that depend on it are shown before anything changes.' }, { game, count: rows.length })
              : t({ defaultMessage: '{game}: give each of the {count} entrants its place (1 to {count}) and eliminations.' }, { game, count: rows.length })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {reported && (
            <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
              {t({ defaultMessage: 'Reported by {nickname}. Check the placements, then confirm them or change them first.' }, { nickname: reported.reportedBy.nickName })}
            </p>
          )}
          <PlacementsTable rows={rows} nameOf={nameOf} errors={errors} field={field} />
          {preview && (
            <section aria-labelledby="placements-preview-title" className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3">
              <h3 id="placements-preview-title" className="text-sm font-semibold">
                {preview.affected.length === 0
                  ? t({ defaultMessage: 'No later match changes' })
                  : t({ defaultMessage: 'This changes {count, plural, one {# later match} other {# later matches}}' }, { count: preview.affected.length })}
              </h3>
              {preview.affected.length > 0 && (
                <ul aria-label={t({ defaultMessage: 'Matches this correction changes' })} className="flex flex-col gap-1 text-sm">
                  {preview.affected.map((a) => (
                    <li key={a.matchId} className="flex items-start gap-2">
                      <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                      <span>{matchLabel(matches.find((x) => x.id === a.matchId) ?? { ...a, group: null }, t)}</span>
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
            submit={reported ? t({ defaultMessage: 'Confirm' }) : !correction ? t({ defaultMessage: 'Save result' }) : preview ? t({ defaultMessage: 'Apply correction' }) : t({ defaultMessage: 'Preview changes' })}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
