import type { Tournament } from '@clutch/contract/tournaments';
import { useSession } from '@/features/auth/api/session.ts';
import type { ChatTarget } from '../lib/dock-store.ts';
import { ChatDock } from './chat-dock.tsx';

/**
 * A tournament page's chat (spec §2 tournament extras): the tournament chat for whoever is signed in (the server
 * says who may write), and while the tournament is in progress the spectators' live chat beside it.
 */
export function TournamentChatDock({ tournament }: { tournament: Pick<Tournament, 'id' | 'status'> }) {
  const session = useSession();
  const rooms: ChatTarget[] = [];
  if (session.status === 'authenticated') rooms.push({ kind: 'tournament', subjectId: tournament.id });
  if (tournament.status === 'IN_PROGRESS') rooms.push({ kind: 'spectator', subjectId: tournament.id });
  return <ChatDock rooms={rooms} />;
}
