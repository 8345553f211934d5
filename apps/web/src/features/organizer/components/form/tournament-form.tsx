import { zodResolver } from '@hookform/resolvers/zod';
import type { Tournament, TournamentStatus } from '@clutch/contract/tournaments';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useSaveTournament } from '../../api/save-tournament.ts';
import { fallbackMessage, tournamentFormSchema, type TournamentFormOutput, type TournamentFormValues } from '../../lib/tournament-form-schema.ts';
import { BasicsSection } from './basics-section.tsx';
import { CompetitionSection } from './competition-section.tsx';
import { MediaSection } from './media-section.tsx';
import { PrizesSection } from './prizes-section.tsx';
import { RulesSection } from './rules-section.tsx';
import { ScheduleSection } from './schedule-section.tsx';
import { TeamsSection } from './teams-section.tsx';

const checkFields = defineMessage({ defaultMessage: 'Check the highlighted fields.' });

/** Structure (format, sizes, fee, dates) is fixed once the tournament starts; texts, media and prizes stay editable. */
const structureLocked = (status?: TournamentStatus) => status !== undefined && status !== 'DRAFT' && status !== 'OPEN_FOR_REGISTRATION';

/**
 * Create or edit a tournament (spec §3 Tournament): every field, validated with the contract's rules; the server's
 * field messages land on their inputs.
 */
export function TournamentForm({
  initial,
  tournament,
  cancelTo,
  onSaved,
}: {
  initial: TournamentFormValues;
  tournament?: Tournament;
  cancelTo: string;
  onSaved: (saved: Tournament) => void;
}) {
  const t = useT();
  const [resolver] = useState(() => zodResolver(tournamentFormSchema(tournament), { error: (issue) => fallbackMessage(issue) }));
  const form = useForm<TournamentFormValues, unknown, TournamentFormOutput>({ resolver, defaultValues: initial, mode: 'onSubmit' });
  const save = useSaveTournament();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const locked = structureLocked(tournament?.status);

  const submit = form.handleSubmit(
    (input) => {
      setUnplaced([]);
      save.mutate(
        { id: tournament?.id, input },
        {
          onSuccess: (saved) => {
            toast.success(tournament ? t({ defaultMessage: 'Changes saved' }) : t({ defaultMessage: 'Tournament created' }), {
              description: tournament ? undefined : t({ defaultMessage: 'It is a draft: publish it when you are ready.' }),
            });
            onSaved(saved);
          },
          onError: (e) => {
            if (isApiError(e) && e.fields && Object.keys(e.fields).length) {
              const known = new Set(Object.keys(form.getValues()));
              const elsewhere: string[] = [];
              for (const [path, message] of Object.entries(e.fields)) {
                if (known.has(path.split('.')[0]!)) form.setError(path as FieldPath<TournamentFormValues>, { message }, { shouldFocus: true });
                else elsewhere.push(message);
              }
              setUnplaced(elsewhere);
              toast.error(t(checkFields));
            } else {
              toast.error(errorMessage(e, t({ defaultMessage: 'Could not save the tournament. Try again.' })));
            }
          },
        },
      );
    },
    () => toast.error(t(checkFields)),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        {locked && (
          <Alert role="status">
            <TriangleAlert aria-hidden />
            <div className="flex flex-col gap-1">
              <AlertTitle>{t({ defaultMessage: 'The tournament has started' })}</AlertTitle>
              <AlertDescription>
                {t({
                  defaultMessage:
                    'Its name, game, format, schedule, teams, fee, platforms and prize amounts are fixed. You can still change its description, rules, prize descriptions, photos and links.',
                })}
              </AlertDescription>
            </div>
          </Alert>
        )}
        {unplaced.length > 0 && (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden />
            <div className="flex flex-col gap-1">
              <AlertTitle>{t({ defaultMessage: 'Some details need a change' })}</AlertTitle>
              <AlertDescription>
                <ul className="list-disc pl-4">
                  {unplaced.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </AlertDescription>
            </div>
          </Alert>
        )}
        <BasicsSection locked={locked} />
        <CompetitionSection locked={locked} />
        <ScheduleSection locked={locked} />
        <TeamsSection locked={locked} />
        <PrizesSection locked={locked} />
        <RulesSection />
        <MediaSection locked={locked} />
        <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
          <Button asChild variant="outline">
            <Link to={cancelTo}>{t({ defaultMessage: 'Cancel' })}</Link>
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner className="size-4" />}
            {tournament ? t({ defaultMessage: 'Save changes' }) : t({ defaultMessage: 'Create tournament' })}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
