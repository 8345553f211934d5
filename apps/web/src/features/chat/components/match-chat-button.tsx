import type { Match } from '@clutch/contract/competition';
import type { Tournament } from '@clutch/contract/tournaments';
import { MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useSession } from '@/features/auth/api/session.ts';
import { useMyTeams } from '@/features/tournaments/api/get-my-teams.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { dockStore } from '../lib/dock-store.ts';

/** "Chat" on a match card, for the members of its two sides and the organizer: opens the match room in the page's dock. */
export function MatchChatButton({ match, tournament }: { match: Match; tournament: Pick<Tournament, 'organizer'> }) {
  const t = useT();
  const session = useSession();
  const userId = session.user?.id ?? null;
  const myTeams = useMyTeams(userId);
  if (!userId || match.bye) return null;
  const sides = new Set(match.results.map((r) => r.teamId).filter(Boolean));
  const isSide = (myTeams.data ?? []).some((team) => sides.has(team.id));
  if (!isSide && tournament.organizer.id !== userId) return null;
  return (
    <Button variant="outline" size="sm" className="self-start" onClick={() => dockStore.open({ kind: 'match', subjectId: match.id })}>
      <MessageCircle aria-hidden />
      {t({ defaultMessage: 'Chat', description: 'Opens the chat of a match' })}
    </Button>
  );
}
