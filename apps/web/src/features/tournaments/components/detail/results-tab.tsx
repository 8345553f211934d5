import type { Tournament } from '@clutch/contract/tournaments';
import { ListOrdered } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRanking } from '../../api/get-ranking.ts';
import { useTournamentMatches } from '../../api/get-tournament-matches.ts';
import { buildBracket } from '../../lib/bracket.ts';
import { KnockoutBracket } from './knockout-bracket.tsx';
import { groupRanking, LeagueTable } from './league-table.tsx';
import { SwissResults } from './swiss-results.tsx';

/**
 * Results (spec §2): the full league table from the ranking endpoint and the bracket from the knockout matches.
 * LEAGUE_TABLE shows the table, KNOCKOUT the bracket, league_and_knockout both; SWISS its rounds (swiss-results.tsx).
 */
export function ResultsTab({ tournament }: { tournament: Pick<Tournament, 'id' | 'tournamentFormat' | 'status' | 'competition'> }) {
  if (tournament.tournamentFormat === 'SWISS') return <SwissResults tournament={tournament} />;
  return <StagesResults tournament={tournament} />;
}

function StagesResults({ tournament }: { tournament: Pick<Tournament, 'id' | 'tournamentFormat' | 'status'> }) {
  const t = useT();
  const format = tournament.tournamentFormat;
  const showTable = format !== 'KNOCKOUT';
  const showBracket = format !== 'LEAGUE_TABLE';
  const ranking = useRanking(tournament.id, showTable);
  const matches = useTournamentMatches(tournament.id);

  const pending = (showTable && ranking.isPending) || (showBracket && matches.isPending);
  if (pending) {
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading results' })} className="flex flex-col gap-3">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const failed = (showTable && ranking.isError) || (showBracket && matches.isError);
  if (failed) {
    return (
      <ErrorState
        title={t({ defaultMessage: 'Could not load results' })}
        onRetry={() => {
          if (ranking.isError) void ranking.refetch();
          if (matches.isError) void matches.refetch();
        }}
      />
    );
  }

  const groups = showTable && ranking.data?.length ? groupRanking(ranking.data, t) : [];
  const sections = showBracket && matches.data ? buildBracket(matches.data, t, tournament.status === 'IN_PROGRESS' ? new Date() : null) : [];
  if (!groups.length && !sections.length) {
    return (
      <EmptyState
        icon={ListOrdered}
        title={t({ defaultMessage: 'No results yet' })}
        description={t({ defaultMessage: 'The standings and bracket appear here once the organizer generates the tournament structure.' })}
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {groups.length > 0 && (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{groups.length > 1 ? t({ defaultMessage: 'Group standings' }) : t({ defaultMessage: 'League table' })}</h2>
          {groups.map((g) => (
            <div key={g.label} className="flex flex-col gap-2">
              {groups.length > 1 && <h3 className="text-sm font-semibold">{g.label}</h3>}
              <LeagueTable rows={g.rows} caption={g.label} />
            </div>
          ))}
        </section>
      )}
      {showBracket && (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t({ defaultMessage: 'Knockout bracket' })}</h2>
          {sections.length ? (
            <KnockoutBracket sections={sections} />
          ) : (
            <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'The bracket is drawn once the league stage is decided.' })}</p>
          )}
        </section>
      )}
    </div>
  );
}
