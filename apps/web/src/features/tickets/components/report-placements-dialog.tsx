import type { Match } from '@clutch/contract/competition';
import type { PlacementInput } from '@clutch/contract/free-for-all';
import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PlacementsTable } from '@/components/placements-table.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { useReportResult } from '@/features/competition/api/match-reports.ts';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { gameLabel } from '@/lib/lobby-game.ts';
import { initialPlacements, placementsFormSchema, rowNamedIn, type PlacementsFormValues } from '@/lib/placements-form.ts';

/**
 * A lobby captain's 'Report result': every entrant of the game with its place and eliminations, checked as the
 * organizer's entry is. The organizer confirms it (or enters other placements); a later captain's report replaces it.
 */
export function ReportPlacementsDialog({ match: m }: { match: Match }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [resolver] = useState(() => zodResolver(placementsFormSchema));
  const form = useForm<PlacementsFormValues, unknown, PlacementInput[]>({ resolver, defaultValues: initialPlacements(m) });
  const { errors } = form.formState;
  const rows = form.getValues('rows');
  const nameOf = (id: string) => m.results.find((r) => r.teamRegistrationId === id)?.teamName ?? '';
  const game = gameLabel(m, t);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(initialPlacements(m));
  };
  const report = useReportResult(m.tournamentId, {
    onSuccess: () => {
      toast.success(t({ defaultMessage: 'Result reported' }), { description: t({ defaultMessage: 'Waiting for the organizer to confirm it.' }) });
      onOpenChange(false);
    },
    onError: (e) => {
      const message = errorMessage(e, t({ defaultMessage: 'Could not report the result. Please try again.' }));
      const row = isApiError(e) && e.code === 'INVALID_PLACEMENTS' ? rowNamedIn(message, form.getValues('rows')) : -1;
      if (row >= 0) form.setError(`rows.${row}.place`, { message });
      else form.setError('root', { message });
    },
  });
  const submit = form.handleSubmit((placements) => report.mutate({ matchId: m.id, body: { placements } }));
  // A place clash is about two rows: once submitted, an edit re-checks every row, so fixing one clears both.
  const field = (name: `rows.${number}.place` | `rows.${number}.kills`) =>
    form.register(name, { onChange: () => form.formState.isSubmitted && void form.trigger('rows') });

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
      description={t(
        { defaultMessage: '{game}: give each of the {count} entrants its place (1 to {count}) and eliminations. The organizer confirms it.' },
        { game, count: rows.length },
      )}
      onSubmit={submit}
      error={errors.root?.message}
      submitLabel={t({ defaultMessage: 'Send report' })}
      pending={report.isPending}
    >
      <PlacementsTable rows={rows} nameOf={nameOf} errors={errors} field={field} />
    </FormDialog>
  );
}
