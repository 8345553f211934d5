import type { TicketDetail } from '@clutch/contract/payments';
import { Copy, KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { currentOrNextMatch } from '../lib/ticket-matches.ts';

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success('Room code copied');
  } catch {
    toast.error('Couldn’t copy the room code', { description: 'Select it and copy it by hand.' });
  }
}

/** Match Code tab: the current or next match's real server region and room code, with a Copy button. */
export function TicketMatchCodeTab({ ticket }: { ticket: TicketDetail }) {
  const match = currentOrNextMatch(ticket.matches);
  if (!match) {
    return (
      <EmptyState
        icon={KeyRound}
        title="No upcoming match"
        description="When your next match is scheduled, its server region and room code show up here."
        className="py-8"
      />
    );
  }
  const title = `${match.home ?? 'TBD'} vs ${match.away ?? 'TBD'}`;
  if (!match.roomCode) {
    return (
      <EmptyState
        icon={KeyRound}
        title="Room code not out yet"
        description={`The organizer hasn’t set the room for ${title} yet. Check back closer to the start.`}
        className="py-8"
      />
    );
  }
  const code = match.roomCode;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{match.status === 'IN_PROGRESS' ? 'Current match' : 'Next match'}</CardTitle>
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
            <dt className="text-xs font-medium text-muted-foreground">Server Region</dt>
            <dd className="text-lg font-semibold">{match.region ?? 'Any region'}</dd>
          </div>
          <div className="flex flex-col gap-1 rounded-md bg-muted p-4">
            <dt className="text-xs font-medium text-muted-foreground">Room Code</dt>
            <dd className="flex items-center justify-between gap-2">
              <span className="font-mono text-lg font-semibold tracking-wider break-all">{code}</span>
              <Button variant="outline" size="sm" onClick={() => void copyCode(code)} aria-label="Copy room code">
                <Copy aria-hidden />
                Copy
              </Button>
            </dd>
          </div>
        </dl>
        <div className="flex flex-col gap-2 text-sm">
          <h3 className="font-semibold">How to join</h3>
          <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>Open the game and pick the server region above.</li>
            <li>Choose to join a custom or private room and paste the room code.</li>
            <li>Be in the room with your whole team a few minutes before the start time.</li>
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
