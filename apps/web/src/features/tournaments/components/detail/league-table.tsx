import type { RankingRow } from '@clutch/contract/tournaments';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { StandingsRowHead } from './standings-row-head.tsx';

const column = (key: keyof RankingRow, abbr: MessageDescriptor, title: MessageDescriptor) => ({ key, abbr, title });
const columns = [
  column('matchesPlayed', defineMessage({ defaultMessage: 'MP', description: 'Standings column: matches played' }), defineMessage({ defaultMessage: 'Matches played' })),
  column('wins', defineMessage({ defaultMessage: 'W', description: 'Standings column: wins' }), defineMessage({ defaultMessage: 'Wins' })),
  column('draws', defineMessage({ defaultMessage: 'D', description: 'Standings column: draws' }), defineMessage({ defaultMessage: 'Draws' })),
  column('losses', defineMessage({ defaultMessage: 'L', description: 'Standings column: losses' }), defineMessage({ defaultMessage: 'Losses' })),
  column('goalsFor', defineMessage({ defaultMessage: 'GF', description: 'Standings column: goals (or rounds, points) scored' }), defineMessage({ defaultMessage: 'Goals for' })),
  column('goalsAgainst', defineMessage({ defaultMessage: 'GA', description: 'Standings column: goals conceded' }), defineMessage({ defaultMessage: 'Goals against' })),
  column('goalDifference', defineMessage({ defaultMessage: 'GD', description: 'Standings column: goal difference' }), defineMessage({ defaultMessage: 'Goal difference' })),
  column('totalPoints', defineMessage({ defaultMessage: 'Pts', description: 'Standings column: points' }), defineMessage({ defaultMessage: 'Points', description: 'Standings column title' })),
];

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** One standings table: Pos, Team, MP, W, D, L, GF, GA, GD, Pts. It scrolls sideways on narrow screens. */
export function LeagueTable({ rows, caption }: { rows: RankingRow[]; caption: string }) {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 px-2 py-3 text-left font-medium sm:w-12 sm:px-3"><abbr title={t({ defaultMessage: 'Position', description: 'Standings column title: place in the table' })} className="no-underline">{t({ defaultMessage: 'Pos', description: 'Standings column: place in the table' })}</abbr></th>
            <th scope="col" className="px-1 py-3 text-left font-medium sm:px-3">{t({ defaultMessage: 'Team' })}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="w-7 px-0.5 py-3 text-center font-medium sm:w-11 sm:px-2">
                <abbr title={t(c.title)} className="no-underline">{t(c.abbr)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teamRegistrationId} className="border-t">
              <StandingsRowHead row={row} />
              {columns.map((c) => (
                <td key={c.key} className={`px-0.5 py-2 text-center tabular-nums sm:px-2 ${c.key === 'totalPoints' ? 'font-bold' : ''}`}>
                  {c.key === 'goalDifference' ? signed(row.goalDifference) : String(row[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Rows split by group ("Group A"…) when they carry one, in group order; a single league otherwise. */
export function groupRanking(rows: RankingRow[], t: Translate): { label: string; rows: RankingRow[] }[] {
  const byPosition = [...rows].sort((a, b) => a.position - b.position);
  if (byPosition.every((r) => r.group === null)) return [{ label: t({ defaultMessage: 'League table' }), rows: byPosition }];
  const groups = [...new Set(byPosition.map((r) => r.group ?? ''))].sort();
  return groups.map((g) => ({
    label: g ? t({ defaultMessage: 'Group {group}' }, { group: g }) : t({ defaultMessage: 'Other teams', description: 'Standings of the teams in no group' }),
    rows: byPosition.filter((r) => (r.group ?? '') === g),
  }));
}
