import type { TicketDetail } from '@clutch/contract/payments';
import { Copy, KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { formatDateTime } from '@/lib/format.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { unknownSide } from '@/lib/match-side.ts';
import { gameLabel, isLobbyGame } from '@/lib/lobby-game.ts';
import { currentOrNextMatch } from '../lib/ticket-matches.ts';

async function copyCode(t: Translate, code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success(t({ defaultMessage: 'Room code copied' }));
  } catch {
    toast.error(t({ defaultMessage: 'Couldn’t copy the room code' }), { description: t({ defaultMessage: 'Select it and copy it by hand.' }) });
  }
}

/** Match Code tab: the current or next match's real server region and room code, with a Copy button. */
export function TicketMatchCodeTab({ ticket }: { ticket: TicketDetail }) {
  const t = useT();
  const match = currentOrNextMatch(ticket.matches);
  if (!match) {
    return (
      <EmptyState
        icon={KeyRound}
        title={t({ defaultMessage: 'No upcoming match' })}
        description={t({ defaultMessage: 'When your next match is scheduled, its server region and room code show up here.' })}
        className="py-8"
      />
    );
  }
  const title = isLobbyGame(match)
    ? gameLabel(match, t)
    : t({ defaultMessage: '{home} vs {away}' }, { home: match.home ?? t(unknownSide), away: match.away ?? t(unknownSide) });
  if (!match.roomCode) {
    return (
      <EmptyState
        icon={KeyRound}
        title={t({ defaultMessage: 'Room code not out yet' })}
        description={t({ defaultMessage: 'The organizer hasn’t set the room for {match} yet. Check back closer to the start.' }, { match: title })}
        className="py-8"
      />
    );
  }
  const code = match.roomCode;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{match.status === 'IN_PROGRESS' ? t({ defaultMessage: 'Current match' }) : t({ defaultMessage: 'Next match' })}</CardTitle>
        <CardDescription>
          {title}
          {match.starteDate && (
            <>
              {' · '}
              <time dateTime={match.starteDate}>{formatDateTime(match.starteDate)}</time>
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1 rounded-md bg-muted p-4">
            <dt className="text-xs font-medium text-muted-foreground">{t({ defaultMessage: 'Server Region' })}</dt>
            <dd className="text-lg font-semibold">{match.region ?? t({ defaultMessage: 'Any region' })}</dd>
          </div>
          <div className="flex flex-col gap-1 rounded-md bg-muted p-4">
            <dt className="text-xs font-medium text-muted-foreground">{t({ defaultMessage: 'Room Code' })}</dt>
            <dd className="flex items-center justify-between gap-2">
              <span className="font-mono text-lg font-semibold tracking-wider break-all">{code}</span>
              <Button variant="outline" size="sm" onClick={() => void copyCode(t, code)} aria-label={t({ defaultMessage: 'Copy room code' })}>
                <Copy aria-hidden />
                {t({ defaultMessage: 'Copy' })}
              </Button>
            </dd>
          </div>
        </dl>
        <div className="flex flex-col gap-2 text-sm">
          <h3 className="font-semibold">{t({ defaultMessage: 'How to join' })}</h3>
          <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>{t({ defaultMessage: 'Open the game and pick the server region above.' })}</li>
            <li>{t({ defaultMessage: 'Choose to join a custom or private room and paste the room code.' })}</li>
            <li>{t({ defaultMessage: 'Be in the room with your whole team a few minutes before the start time.' })}</li>
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
