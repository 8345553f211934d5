import type { Tournament } from '@clutch/contract/tournaments';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { formatEntryFee } from '../lib/entry-fee.ts';
import { truncate } from '../lib/truncate.ts';
import { TournamentCover } from './tournament-cover.tsx';

/** A tournament in the list (spec §2): photo, status, short description, the facts, and the way in. */
export function TournamentCard({ tournament: t, showLink = true }: { tournament: Tournament; showLink?: boolean }) {
  const facts: [string, string][] = [
    ['Entry fee', formatEntryFee(t.entryFee, t.currency)],
    ['Category', t.tournamentCategory],
    ['Game', t.game.name],
    ['Max teams', String(t.maxTeams)],
    ['Location', t.location ?? 'Online'],
  ];
  const dates: [string, string][] = [
    ['Registration starts', formatDateTime(t.registrationStartDate)],
    ['Tournament starts', formatDateTime(t.tournamentStartDate)],
  ];
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm">
      <div className="relative">
        <TournamentCover tournament={t} className="aspect-video" />
        <TournamentStatusBadge status={t.status} className="absolute top-3 left-3 bg-background/90 backdrop-blur" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-base font-semibold leading-tight">{t.name}</h2>
        <p className="text-sm text-muted-foreground">{truncate(t.description, 100)}</p>
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
            <Link to={paths.app.tournament(t.id)} aria-label={`View Tournament ${t.name}`}>
              View Tournament
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
