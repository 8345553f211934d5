import type { Tournament } from '@clutch/contract/tournaments';
import { ExternalLink, Pencil } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { useTournamentLive } from '@/features/competition/hooks/use-tournament-live.ts';
import { formatDateTime } from '@/lib/format.ts';
import { AuditLogPanel } from '../components/audit-log-panel.tsx';
import { LifecycleActions } from '../components/lifecycle-actions.tsx';
import { MatchesPanel } from '../components/matches-panel.tsx';
import { OrganizedTournament } from '../components/organized-tournament.tsx';
import { PrizesPanel } from '../components/prizes-panel.tsx';
import { RegistrationsPanel } from '../components/registrations-panel.tsx';
import { SeedingPanel } from '../components/seeding-panel.tsx';
import { canEdit } from '../lib/lifecycle.ts';
import { timeZoneLabel } from '../lib/zoned-time.ts';

const tabs = [
  ['registrations', 'Registrations'],
  ['seeding', 'Seeding'],
  ['matches', 'Matches'],
  ['audit', 'Audit log'],
  ['prizes', 'Prizes'],
] as const;
type Tab = (typeof tabs)[number][0];
const isTab = (v: string | null): v is Tab => tabs.some(([value]) => value === v);

function ManageHeader({ tournament: t }: { tournament: Tournament }) {
  const zone = { timeZone: t.timeZone };
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <TournamentStatusBadge status={t.status} />
            <span className="text-sm text-muted-foreground">{t.game.name}</span>
          </div>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{t.name}</h1>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <LifecycleActions tournament={t} />
          {canEdit(t.status) && (
            <Button asChild variant="outline">
              <Link to={paths.app.organizerEdit(t.id)}>
                <Pencil aria-hidden />
                Edit
              </Link>
            </Button>
          )}
          {t.status !== 'DRAFT' && (
            <Button asChild variant="ghost">
              <Link to={paths.app.tournament(t.id)}>
                <ExternalLink aria-hidden />
                Public page
              </Link>
            </Button>
          )}
        </div>
      </div>
      <dl className="flex flex-col gap-2 text-sm sm:gap-1">
        <div className="flex flex-col sm:flex-row sm:gap-2">
          <dt className="text-muted-foreground sm:w-28">Registration</dt>
          <dd>
            <time dateTime={t.registrationStartDate}>{formatDateTime(t.registrationStartDate, zone)}</time> –{' '}
            <time dateTime={t.registrationEndDate}>{formatDateTime(t.registrationEndDate, zone)}</time>
          </dd>
        </div>
        <div className="flex flex-col sm:flex-row sm:gap-2">
          <dt className="text-muted-foreground sm:w-28">Plays</dt>
          <dd>
            <time dateTime={t.tournamentStartDate}>{formatDateTime(t.tournamentStartDate, zone)}</time> –{' '}
            <time dateTime={t.tournamentEndDate}>{formatDateTime(t.tournamentEndDate, zone)}</time>
          </dd>
        </div>
        <div className="flex flex-col sm:flex-row sm:gap-2">
          <dt className="text-muted-foreground sm:w-28">Time zone</dt>
          <dd>{timeZoneLabel(t.timeZone)}</dd>
        </div>
      </dl>
    </header>
  );
}

function Manage({ tournament: t }: { tournament: Tournament }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'registrations';
  useTournamentLive(t.status === 'DRAFT' ? null : t.id);
  return (
    <div className="flex flex-col gap-6">
      <ManageHeader tournament={t} />
      <Tabs value={tab} onValueChange={(v) => setParams({ tab: v }, { replace: true })} className="flex flex-col gap-4">
        <TabsList aria-label="Manage">
          {tabs.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="registrations">
          <RegistrationsPanel tournament={t} />
        </TabsContent>
        <TabsContent value="seeding">
          <SeedingPanel tournament={t} />
        </TabsContent>
        <TabsContent value="matches">
          <MatchesPanel tournament={t} />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogPanel tournament={t} />
        </TabsContent>
        <TabsContent value="prizes">
          <PrizesPanel tournament={t} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Manage one tournament: its status and lifecycle, registrations, seeding, matches, audit log and prizes (`?tab=`). */
export default function ManageTournamentPage() {
  const { id = '' } = useParams();
  return (
    <OrganizedTournament id={id} loadingLabel="Loading tournament">
      {(t) => <Manage tournament={t} />}
    </OrganizedTournament>
  );
}
