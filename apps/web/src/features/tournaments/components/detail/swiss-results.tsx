import type { Tournament } from '@clutch/contract/tournaments';
import { ListOrdered } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { swissTiebreakerLabels } from '@/lib/swiss-terms.ts';
import { useRanking } from '../../api/get-ranking.ts';
import { useSwissRounds } from '../../api/get-swiss-rounds.ts';
import { useTournamentMatches } from '../../api/get-tournament-matches.ts';
import { buildBracket } from '../../lib/bracket.ts';
import { KnockoutBracket } from './knockout-bracket.tsx';
import { SwissRoundList } from './swiss-rounds.tsx';
import { SwissTable } from './swiss-table.tsx';

/**
 * A Swiss tournament's results: the standings with the organizer's tiebreakers as columns, every round's pairings
 * with why they were made, and the top cut's knockout bracket when there is one.
 */
export function SwissResults({ tournament }: { tournament: Pick<Tournament, 'id' | 'status' | 'competition'> }) {
  const t = useT();
  const rounds = useSwissRounds(tournament.id);
  const ranking = useRanking(tournament.id);
  const matches = useTournamentMatches(tournament.id);
  const queries = [rounds, ranking, matches];

  if (queries.some((q) => q.isPending)) {
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading results' })} className="flex flex-col gap-3">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (queries.some((q) => q.isError)) {
    return (
      <ErrorState
        title={t({ defaultMessage: 'Could not load results' })}
        onRetry={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
      />
    );
  }

  const swiss = rounds.data!;
  if (swiss.rounds.length === 0) {
    return (
      <EmptyState
        icon={ListOrdered}
        title={t({ defaultMessage: 'No results yet' })}
        description={t({ defaultMessage: 'The first Swiss round is paired when the tournament starts.' })}
      />
    );
  }
  // The organizer's order; the rounds endpoint reports the same list for the tournament.
  const tiebreakers = tournament.competition.swissTiebreakers;
  const topCut = swiss.topCut;
  const sections = topCut > 0 ? buildBracket(matches.data!, t, tournament.status === 'IN_PROGRESS' ? new Date() : null) : [];
  const standingsTitle = t({ defaultMessage: 'Swiss standings' });
  const played = swiss.rounds.length;

  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{standingsTitle}</h2>
        {ranking.data!.length > 0 && <SwissTable rows={ranking.data!} tiebreakers={tiebreakers} caption={standingsTitle} />}
        {tiebreakers.length > 0 && (
          <p className="text-sm text-muted-foreground">
            {t(
              { defaultMessage: 'Teams on the same points are ranked by, in order: {tiebreakers}.' },
              { tiebreakers: tiebreakers.map((tb) => t(swissTiebreakerLabels[tb])).join(', ') },
            )}
          </p>
        )}
      </section>
      {topCut > 0 && (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t({ defaultMessage: 'Top cut' })}</h2>
          {sections.length ? (
            <KnockoutBracket sections={sections} />
          ) : (
            <p className="text-sm text-muted-foreground">
              {t({ defaultMessage: 'The top {count} teams play a knockout once the Swiss rounds are over.' }, { count: topCut })}
            </p>
          )}
        </section>
      )}
      <section aria-labelledby="swiss-rounds-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="swiss-rounds-heading" className="text-lg font-semibold">{t({ defaultMessage: 'Swiss rounds' })}</h2>
          {swiss.totalRounds !== null && (
            <span className="text-sm text-muted-foreground">
              {t({ defaultMessage: 'Round {round} of {total}', description: 'Progress of a Swiss tournament' }, { round: played, total: swiss.totalRounds })}
            </span>
          )}
        </div>
        <SwissRoundList rounds={swiss.rounds} matches={matches.data!} />
      </section>
    </div>
  );
}
