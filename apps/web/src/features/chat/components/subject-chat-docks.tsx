import type { Team } from '@clutch/contract/teams';
import { ChatDock } from './chat-dock.tsx';

/** A ticket's chat: the room of its current or next match, when there is one. */
export function MatchChatDock({ matchId }: { matchId: string | undefined }) {
  return <ChatDock rooms={matchId ? [{ kind: 'match', subjectId: matchId }] : []} />;
}

/** A team page's chat, for its members (accepted ones). */
export function TeamChatDock({ team, viewerId }: { team: Pick<Team, 'id' | 'members'>; viewerId: string }) {
  const member = team.members.some((m) => m.user.id === viewerId && m.inviteStatus === 'ACCEPTED');
  return <ChatDock rooms={member ? [{ kind: 'team', subjectId: team.id }] : []} />;
}
