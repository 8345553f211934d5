import type { RankingRow } from '@clutch/contract/tournaments';
import { ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRanking } from '../../api/get-ranking.ts';
import { Loading } from './board-loading.tsx';

/**
 * A tournament's ranking for a framed page: loading, a retry on error and an empty state (its words per format),
 * then `children` draws the rows.
 */
export function RankingBoard({
  tournamentId,
  empty,
  children,
}: {
  tournamentId: string;
  empty: { title: string; description: string };
  children: (rows: RankingRow[]) => ReactNode;
}) {
  const t = useT();
  const ranking = useRanking(tournamentId);
  if (ranking.isPending) return <Loading />;
  if (ranking.isError) {
    return <ErrorState title={t({ defaultMessage: 'Could not load the standings' })} onRetry={() => void ranking.refetch()} retrying={ranking.isFetching} />;
  }
  if (!ranking.data.length) return <EmptyState icon={ListOrdered} title={empty.title} description={empty.description} />;
  return children(ranking.data);
}
