import type { UserCareer } from '@clutch/contract/users';
import { Crown, Medal, Shield, Swords, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useCareer } from '../api/get-career.ts';

type CareerTournament = UserCareer['organized'][number];

function Section({ id, icon: Icon, title, empty, children }: { id: string; icon: LucideIcon; title: string; empty: string | null; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden className="size-5 text-primary" />
        {title}
      </h2>
      {empty ? <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p> : children}
    </section>
  );
}

function TournamentLine({ tournament, extra }: { tournament: CareerTournament; extra?: ReactNode }) {
  const t = useT();
  const date = tournament.tournamentStartDate ? formatDate(tournament.tournamentStartDate) : null;
  return (
    <li>
      <Link
        to={paths.app.tournament(tournament.id)}
        className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-3 transition-colors hover:border-primary/60 hover:bg-accent/40 sm:flex-row sm:items-center"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate font-medium">{tournament.name}</span>
          <span className="truncate text-xs text-muted-foreground">
            {[tournament.gameName, date].filter(Boolean).join(' · ') || t({ defaultMessage: 'Date to be announced' })}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-2">
          {extra}
          <TournamentStatusBadge status={tournament.status} />
        </span>
      </Link>
    </li>
  );
}

/** "1st place" / "1º lugar": ICU ordinals in each language. */
function Placement({ placement }: { placement: number | null }) {
  const t = useT();
  if (placement === null) return null;
  return (
    <Badge variant={placement <= 3 ? 'success' : 'secondary'}>
      <Medal aria-hidden />
      {t(
        { defaultMessage: '{placement, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place', description: 'A team’s final placement in a tournament' },
        { placement },
      )}
    </Badge>
  );
}

/** The profile's history (GET /users/{id}/career): teams, tournaments played with placements, tournaments organized. */
export function CareerSections({ userId }: { userId: string }) {
  const t = useT();
  const career = useCareer(userId);
  if (career.isPending)
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading teams and tournaments' })} className="flex flex-col gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (career.isError)
    return <ErrorState title={t({ defaultMessage: 'Couldn’t load teams and tournaments' })} onRetry={() => void career.refetch()} retrying={career.isFetching} />;
  const { teams, played, organized } = career.data;
  return (
    <div className="flex flex-col gap-8">
      <Section id="profile-teams" icon={Shield} title={t({ defaultMessage: 'Teams' })} empty={teams.length ? null : t({ defaultMessage: 'Not on any team yet.' })}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {teams.map((team) => (
            <li key={team.id} className="flex min-w-0 items-center gap-3 rounded-lg border bg-card p-3">
              <TeamAvatar name={team.name} photoUrl={team.photoUrl} className="size-10" />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="truncate font-medium">{team.name}</span>
                <span className="text-xs text-muted-foreground">
                  {t({ defaultMessage: '{count, plural, one {# member} other {# members}}' }, { count: team.memberCount })}
                </span>
              </span>
              {team.role === 'CAPTAIN' ? (
                <Badge variant="warning">
                  <Crown aria-hidden />
                  {t({ defaultMessage: 'Captain' })}
                </Badge>
              ) : (
                <Badge variant="secondary">{t({ defaultMessage: 'Member', description: 'Role on a team: not the captain' })}</Badge>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="profile-played"
        icon={Swords}
        title={t({ defaultMessage: 'Tournaments played' })}
        empty={played.length ? null : t({ defaultMessage: 'No tournaments played yet.' })}
      >
        <ul className="flex flex-col gap-2">
          {played.map((p) => (
            <TournamentLine
              key={`${p.tournament.id}:${p.team.id}`}
              tournament={p.tournament}
              extra={
                <>
                  <span className="text-xs text-muted-foreground">{t({ defaultMessage: 'with {team}' }, { team: p.team.name })}</span>
                  <Placement placement={p.placement} />
                </>
              }
            />
          ))}
        </ul>
      </Section>
      <Section
        id="profile-organized"
        icon={Trophy}
        title={t({ defaultMessage: 'Tournaments organized' })}
        empty={organized.length ? null : t({ defaultMessage: 'No tournaments organized yet.' })}
      >
        <ul className="flex flex-col gap-2">
          {organized.map((tournament) => (
            <TournamentLine key={tournament.id} tournament={tournament} />
          ))}
        </ul>
      </Section>
    </div>
  );
}
