import type { TicketDetail } from '@clutch/contract/payments';
import { ArrowLeft, CalendarDays, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { initials } from '@/lib/initials.ts';
import { useTeamTicket } from '../api/get-team-ticket.ts';
import { MatchChatDock } from '@/features/chat/components/subject-chat-docks.tsx';
import { currentOrNextMatch } from '../lib/ticket-matches.ts';
import { TicketMatchCodeTab } from '../components/ticket-match-code-tab.tsx';
import { TicketMatchesTab } from '../components/ticket-matches-tab.tsx';
import { TicketTeamTab } from '../components/ticket-team-tab.tsx';

const paymentBadge = {
  PAID: { label: defineMessage({ defaultMessage: 'Entry paid' }), variant: 'success' },
  PENDING: { label: defineMessage({ defaultMessage: 'Entry fee pending' }), variant: 'warning' },
  NOT_REQUIRED: { label: defineMessage({ defaultMessage: 'Free entry' }), variant: 'secondary' },
  REFUNDED: { label: defineMessage({ defaultMessage: 'Entry refunded' }), variant: 'outline' },
} as const;

function BackLink() {
  const t = useT();
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={paths.app.tickets()}>
        <ArrowLeft aria-hidden />
        {t({ defaultMessage: 'My Tickets' })}
      </Link>
    </Button>
  );
}

function TicketBanner({ ticket }: { ticket: TicketDetail }) {
  const t = useT();
  const photo = ticket.tournament.urlPhotos[0];
  return (
    <div className="relative overflow-hidden rounded-lg border bg-card shadow-sm">
      {photo && <img src={photo} alt="" className="absolute inset-0 size-full object-cover opacity-30" />}
      <div className="relative flex flex-col gap-4 bg-gradient-to-t from-background/90 to-background/40 p-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t({ defaultMessage: 'Ticket' })}</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{ticket.tournament.name}</h1>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            <span>
              {t(
                { defaultMessage: 'Starts <time>{date}</time>' },
                {
                  date: formatDateTime(ticket.tournament.startDate),
                  time: (chunks) => <time dateTime={ticket.tournament.startDate}>{chunks}</time>,
                },
              )}
            </span>
          </p>
        </div>
        <Button asChild className="w-fit">
          <Link to={paths.app.tournament(ticket.tournament.id)}>
            {t({ defaultMessage: 'Open Tournament' })}
            <ExternalLink aria-hidden />
          </Link>
        </Button>
      </div>
    </div>
  );
}

function TeamHeader({ ticket }: { ticket: TicketDetail }) {
  const t = useT();
  const { team } = ticket;
  const badge = paymentBadge[ticket.paymentStatus];
  return (
    <section aria-labelledby="ticket-team" className="flex flex-wrap items-center gap-4 rounded-lg border bg-card p-4 shadow-sm">
      <Avatar className="size-14 rounded-lg">
        {team.photoUrl && <AvatarImage src={team.photoUrl} alt="" />}
        <AvatarFallback className="rounded-lg text-base">{initials(team.name)}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="ticket-team" className="truncate text-xl font-semibold">
          {team.name}
        </h2>
        <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'Captain: {nickname}' }, { nickname: team.captain.nickName })}</p>
        {team.bio && <p className="line-clamp-2 text-sm text-muted-foreground">{team.bio}</p>}
      </div>
      <Badge variant={badge.variant}>{t(badge.label)}</Badge>
    </section>
  );
}

function TicketSkeleton() {
  const t = useT();
  const loading = t({ defaultMessage: 'Loading ticket details...' });
  return (
    <div role="status" aria-label={loading} className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">{loading}</p>
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-10 w-72 max-w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** Spec §2 Ticket detail: banner, team header, and the Matches, My Team and Match Code tabs. The URL carries the team id. */
export default function TicketPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useTeamTicket(id);
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      {query.isPending ? (
        <TicketSkeleton />
      ) : query.isError ? (
        <ErrorState
          title={t({ defaultMessage: 'Error loading ticket details' })}
          description={t({ defaultMessage: 'Please try again later' })}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <TicketBanner ticket={query.data} />
          <TeamHeader ticket={query.data} />
          <Tabs defaultValue="matches" className="flex flex-col gap-4">
            <TabsList>
              <TabsTrigger value="matches">{t({ defaultMessage: 'Matches' })}</TabsTrigger>
              <TabsTrigger value="team">{t({ defaultMessage: 'My Team' })}</TabsTrigger>
              <TabsTrigger value="code">{t({ defaultMessage: 'Match Code' })}</TabsTrigger>
            </TabsList>
            <TabsContent value="matches">
              <TicketMatchesTab ticket={query.data} />
            </TabsContent>
            <TabsContent value="team">
              <TicketTeamTab ticket={query.data} />
            </TabsContent>
            <TabsContent value="code">
              <TicketMatchCodeTab ticket={query.data} />
            </TabsContent>
          </Tabs>
          <MatchChatDock matchId={currentOrNextMatch(query.data.matches)?.id} />
        </>
      )}
    </div>
  );
}
