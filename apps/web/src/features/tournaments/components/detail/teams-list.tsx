import type { TeamRegistration } from '@clutch/contract/competition';
import { Link } from 'react-router';
import { RequestStatusBadge } from '@/components/tournament/request-status-badge.tsx';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';

function Captain({ captain }: { captain: TeamRegistration['team']['captain'] }) {
  return (
    <Link to={paths.app.user(captain.id)} className="text-link underline underline-offset-2">
      {captain.nickName}
    </Link>
  );
}

function TeamName({ team }: { team: TeamRegistration['team'] }) {
  return (
    <span className="flex min-w-0 items-center gap-2 font-medium">
      <TeamAvatar name={team.name} photoUrl={team.photoUrl} />
      <span className="truncate">{team.name}</span>
    </span>
  );
}

/** Team registrations: a table from 768 px, cards below (DESIGN.md §6). */
export function TeamsList({ registrations }: { registrations: TeamRegistration[] }) {
  const t = useT();
  const wide = useMediaQuery('(min-width: 768px)');
  if (wide) {
    return (
      <div className="overflow-hidden rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Team' })}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Captain' })}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Members' })}</th>
              <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Request status' })}</th>
            </tr>
          </thead>
          <tbody>
            {registrations.map((r) => (
              <tr key={r.id} className="border-t">
                <td className="px-4 py-3"><TeamName team={r.team} /></td>
                <td className="px-4 py-3"><Captain captain={r.team.captain} /></td>
                <td className="px-4 py-3 tabular-nums">{r.team.membersCount}</td>
                <td className="px-4 py-3"><RequestStatusBadge status={r.requestStatus} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {registrations.map((r) => (
        <li key={r.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <div className="flex items-center justify-between gap-2">
            <TeamName team={r.team} />
            <RequestStatusBadge status={r.requestStatus} />
          </div>
          <p className="text-sm text-muted-foreground">
            {t(
              { defaultMessage: 'Captain {captain} · {members, plural, one {# member} other {# members}}' },
              { captain: <Captain captain={r.team.captain} />, members: r.team.membersCount },
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
