import type { SwissTiebreaker } from '@clutch/contract/organizer';
import type { RankingRow } from '@clutch/contract/tournaments';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { swissTiebreakerLabels } from '@/lib/swiss-terms.ts';
import { StandingsRowHead } from './standings-row-head.tsx';

type Figure = 'buchholz' | 'medianBuchholz' | 'sonnebornBerger' | 'opponentMatchWinPct';

/** The tiebreakers that have a figure of their own on a ranking row; head-to-head and seed have none to show. */
const figures: Partial<Record<SwissTiebreaker, { key: Figure; abbr: MessageDescriptor }>> = {
  BUCHHOLZ: { key: 'buchholz', abbr: defineMessage({ defaultMessage: 'Bu', description: 'Standings column: Buchholz (sum of the opponents’ points)' }) },
  MEDIAN_BUCHHOLZ: { key: 'medianBuchholz', abbr: defineMessage({ defaultMessage: 'MBu', description: 'Standings column: Median-Buchholz' }) },
  SONNEBORN_BERGER: { key: 'sonnebornBerger', abbr: defineMessage({ defaultMessage: 'SB', description: 'Standings column: Sonneborn-Berger' }) },
  OPPONENT_MATCH_WIN_PCT: { key: 'opponentMatchWinPct', abbr: defineMessage({ defaultMessage: 'OMW%', description: 'Standings column: opponents’ match-win percentage' }) },
};

const baseColumns = [
  { key: 'matchesPlayed', abbr: defineMessage({ defaultMessage: 'MP', description: 'Standings column: matches played' }), title: defineMessage({ defaultMessage: 'Matches played' }) },
  { key: 'wins', abbr: defineMessage({ defaultMessage: 'W', description: 'Standings column: wins' }), title: defineMessage({ defaultMessage: 'Wins' }) },
  { key: 'draws', abbr: defineMessage({ defaultMessage: 'D', description: 'Standings column: draws' }), title: defineMessage({ defaultMessage: 'Draws' }) },
  { key: 'losses', abbr: defineMessage({ defaultMessage: 'L', description: 'Standings column: losses' }), title: defineMessage({ defaultMessage: 'Losses' }) },
  { key: 'totalPoints', abbr: defineMessage({ defaultMessage: 'Pts', description: 'Standings column: points' }), title: defineMessage({ defaultMessage: 'Points', description: 'Standings column title' }) },
] as const;

/** The Swiss tiebreakers shown as columns, in the organizer's order. */
export const tiebreakerColumns = (order: readonly SwissTiebreaker[]) =>
  order.flatMap((tb) => {
    const figure = figures[tb];
    return figure ? [{ ...figure, title: swissTiebreakerLabels[tb] }] : [];
  });

/**
 * The Swiss standings: Pos, Team, MP, W, D, L, Pts, then a column per tiebreaker in the order it decides. Every
 * abbreviation carries its full name; the table scrolls sideways on narrow screens.
 */
export function SwissTable({ rows, tiebreakers, caption }: { rows: RankingRow[]; tiebreakers: readonly SwissTiebreaker[]; caption: string }) {
  const t = useT();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const extra = tiebreakerColumns(tiebreakers);
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  return (
    <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 px-2 py-3 text-left font-medium sm:w-12 sm:px-3">
              <abbr title={t({ defaultMessage: 'Position', description: 'Standings column title: place in the table' })} className="no-underline">{t({ defaultMessage: 'Pos', description: 'Standings column: place in the table' })}</abbr>
            </th>
            <th scope="col" className="px-1 py-3 text-left font-medium sm:px-3">{t({ defaultMessage: 'Team' })}</th>
            {baseColumns.map((c) => (
              <th key={c.key} scope="col" className="w-7 px-0.5 py-3 text-center font-medium sm:w-11 sm:px-2">
                <abbr title={t(c.title)} className="no-underline">{t(c.abbr)}</abbr>
              </th>
            ))}
            {extra.map((c) => (
              <th key={c.key} scope="col" className="px-1 py-3 text-center font-medium whitespace-nowrap sm:px-2">
                <abbr title={t(c.title)} className="no-underline">{t(c.abbr)}</abbr>
                <span className="sr-only"> ({t(c.title)})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ordered.map((row) => (
            <tr key={row.teamRegistrationId} className="border-t">
              <StandingsRowHead row={row} />
              {baseColumns.map((c) => (
                <td key={c.key} className={`px-0.5 py-2 text-center tabular-nums sm:px-2 ${c.key === 'totalPoints' ? 'font-bold' : ''}`}>
                  {String(row[c.key])}
                </td>
              ))}
              {extra.map((c) => {
                const value = row[c.key];
                return (
                  <td key={c.key} className="px-1 py-2 text-center tabular-nums sm:px-2">
                    {value === null || value === undefined ? '–' : number.format(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
