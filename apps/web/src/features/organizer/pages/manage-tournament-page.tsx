import type { Tournament } from '@clutch/contract/tournaments';
import { ExternalLink, Pencil } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ChatReportsSection } from '@/features/chat/components/chat-reports-section.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { useTournamentLive } from '@/features/competition/hooks/use-tournament-live.ts';
import { formatDateTime } from '@/lib/format.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { AuditLogPanel } from '../components/audit-log-panel.tsx';
import { LifecycleActions } from '../components/lifecycle-actions.tsx';
import { MatchesPanel } from '../components/matches-panel.tsx';
import { OrganizedTournament } from '../components/organized-tournament.tsx';
import { PrizesPanel } from '../components/prizes-panel.tsx';
import { RegistrationsPanel } from '../components/registrations-panel.tsx';
import { SeedingPanel, seedingTitle } from '../components/seeding-panel.tsx';
import { canEdit } from '../lib/lifecycle.ts';
import { timeZoneLabel, timeZoneTitle } from '../lib/zoned-time.ts';

const tabs = [
  ['registrations', defineMessage({ defaultMessage: 'Registrations' })],
  ['seeding', seedingTitle],
  ['matches', defineMessage({ defaultMessage: 'Matches' })],
  ['audit', defineMessage({ defaultMessage: 'Audit log' })],
  ['prizes', defineMessage({ defaultMessage: 'Prizes' })],
  ['chat', defineMessage({ defaultMessage: 'Chat reports' })],
] as const;
type Tab = (typeof tabs)[number][0];
const isTab = (v: string | null): v is Tab => tabs.some(([value]) => value === v);

function ManageHeader({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const zone = { timeZone: tournament.timeZone };
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <TournamentStatusBadge status={tournament.status} />
            <span className="text-sm text-muted-foreground">{tournament.game.name}</span>
          </div>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{tournament.name}</h1>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <LifecycleActions tournament={tournament} />
          {canEdit(tournament.status) && (
            <Button asChild variant="outline">
              <Link to={paths.app.organizerEdit(tournament.id)}>
                <Pencil aria-hidden />
                {t({ defaultMessage: 'Edit', description: 'Link to the tournament’s edit form' })}
              </Link>
            </Button>
          )}
          {tournament.status !== 'DRAFT' && (
            <Button asChild variant="ghost">
              <Link to={paths.app.tournament(tournament.id)}>
                <ExternalLink aria-hidden />
                {t({ defaultMessage: 'Public page' })}
              </Link>
            </Button>
          )}
        </div>
      </div>
      <dl className="flex flex-col gap-2 text-sm sm:gap-1">
        <div className="flex flex-col sm:flex-row sm:gap-2">
          <dt className="text-muted-foreground sm:w-28">{t({ defaultMessage: 'Registration', description: 'The period teams can register in' })}</dt>
          <dd>
            <time dateTime={tournament.registrationStartDate}>{formatDateTime(tournament.registrationStartDate, zone)}</time> –{' '}
            <time dateTime={tournament.registrationEndDate}>{formatDateTime(tournament.registrationEndDate, zone)}</time>
          </dd>
        </div>
        <div className="flex flex-col sm:flex-row sm:gap-2">
          <dt className="text-muted-foreground sm:w-28">{t({ defaultMessage: 'Plays', description: 'The period the tournament is played in' })}</dt>
          <dd>
            <time dateTime={tournament.tournamentStartDate}>{formatDateTime(tournament.tournamentStartDate, zone)}</time> –{' '}
            <time dateTime={tournament.tournamentEndDate}>{formatDateTime(tournament.tournamentEndDate, zone)}</time>
          </dd>
        </div>
        <div className="flex flex-col sm:flex-row sm:gap-2">
          <dt className="text-muted-foreground sm:w-28">{t(timeZoneTitle)}</dt>
          <dd>{timeZoneLabel(tournament.timeZone)}</dd>
        </div>
      </dl>
    </header>
  );
}

function Manage({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'registrations';
  useTournamentLive(tournament.status === 'DRAFT' ? null : tournament.id);
  return (
    <div className="flex flex-col gap-6">
      <ManageHeader tournament={tournament} />
      <Tabs value={tab} onValueChange={(v) => setParams({ tab: v }, { replace: true })} className="flex flex-col gap-4">
        <TabsList aria-label={t({ defaultMessage: 'Manage', description: 'The tabs of a tournament’s management page' })}>
          {tabs.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="registrations">
          <RegistrationsPanel tournament={tournament} />
        </TabsContent>
        <TabsContent value="seeding">
          <SeedingPanel tournament={tournament} />
        </TabsContent>
        <TabsContent value="matches">
          <MatchesPanel tournament={tournament} />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogPanel tournament={tournament} />
        </TabsContent>
        <TabsContent value="prizes">
          <PrizesPanel tournament={tournament} />
        </TabsContent>
        <TabsContent value="chat">
          <ChatReportsSection tournamentId={tournament.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Manage one tournament: its status and lifecycle, registrations, seeding, matches, audit log and prizes (`?tab=`). */
export default function ManageTournamentPage() {
  const { id = '' } = useParams();
  return (
    <OrganizedTournament id={id}>
      {(tournament) => <Manage tournament={tournament} />}
    </OrganizedTournament>
  );
}
