import type { RankingRow } from '@clutch/contract/tournaments';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { PositionBadge } from './position-badge.tsx';

/** A standings row's first two cells: the position badge and the team as the row's header (league and Swiss tables). */
export function StandingsRowHead({ row }: { row: Pick<RankingRow, 'position' | 'teamName' | 'photoUrl'> }) {
  return (
    <>
      <td className="px-2 py-2 sm:px-3"><PositionBadge position={row.position} /></td>
      <th scope="row" className="max-w-[6.5rem] px-1 py-2 text-left font-medium sm:max-w-none sm:px-3">
        <span className="flex items-center gap-2">
          <TeamAvatar name={row.teamName} photoUrl={row.photoUrl} className="hidden size-6 sm:flex" />
          <span className="truncate" title={row.teamName}>{row.teamName}</span>
        </span>
      </th>
    </>
  );
}
