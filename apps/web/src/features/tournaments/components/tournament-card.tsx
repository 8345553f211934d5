import type { Tournament } from '@clutch/contract/tournaments';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { tournamentCategoryLabels } from '@/lib/tournament-terms.ts';
import { formatEntryFee } from '../lib/entry-fee.ts';
import { truncate } from '../lib/truncate.ts';
import { TournamentCover } from './tournament-cover.tsx';

/** A tournament in the list (spec §2): photo, status, short description, the facts, and the way in. */
export function TournamentCard({ tournament, showLink = true }: { tournament: Tournament; showLink?: boolean }) {
  const t = useT();
  const facts: [string, string][] = [
    [t({ defaultMessage: 'Entry fee' }), formatEntryFee(tournament.entryFee, tournament.currency, t)],
    [t({ defaultMessage: 'Category', description: 'Tournament category' }), t(tournamentCategoryLabels[tournament.tournamentCategory])],
    [t({ defaultMessage: 'Game' }), tournament.game.name],
    [t({ defaultMessage: 'Max teams' }), String(tournament.maxTeams)],
    [t({ defaultMessage: 'Location' }), tournament.location ?? t({ defaultMessage: 'Online', description: 'Location of a tournament played over the internet' })],
  ];
  const dates: [string, string][] = [
    [t({ defaultMessage: 'Registration starts' }), formatDateTime(tournament.registrationStartDate)],
    [t({ defaultMessage: 'Tournament starts' }), formatDateTime(tournament.tournamentStartDate)],
  ];
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm">
      <div className="relative">
        <TournamentCover tournament={tournament} className="aspect-video" />
        <TournamentStatusBadge status={tournament.status} className="absolute top-3 left-3 bg-background/90 backdrop-blur" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-base font-semibold leading-tight">{tournament.name}</h2>
        <p className="text-sm text-muted-foreground">{truncate(tournament.description, 100)}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="min-w-0 truncate text-right font-medium" title={value}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <dl className="flex flex-col gap-2 border-t pt-3 text-sm">
          {dates.map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {showLink && (
          <Button asChild className="mt-auto">
            <Link to={paths.app.tournament(tournament.id)} aria-label={t({ defaultMessage: 'View Tournament {name}' }, { name: tournament.name })}>
              {t({ defaultMessage: 'View Tournament' })}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
