import type { ChatReadOnlyReason, ChatRole, ChatRoomKind } from '@clutch/contract/chat';

/** What is known about the viewer and the room's subject; the service loads it, this file decides. */
export interface ChatAccessFacts {
  kind: ChatRoomKind;
  /** Null: a visitor without a session, who may only read a spectators' live chat. */
  viewer: { id: string; verified: boolean; admin: boolean } | null;
  /** The tournament the room belongs to (tournament, spectator and match rooms); null when it does not exist. */
  tournament: { status: string; organizerId: string } | null;
  /**
   * tournament/spectator: an accepted participant (a member of an accepted registration); match: a member of one
   * of its sides; team: an accepted member; direct: one of the two people.
   */
  member: boolean;
  /** direct only. */
  direct?: {
    peerId: string;
    blocked: boolean;
    friends: boolean;
    peerAcceptsEveryone: boolean;
    /** The conversation exists already: it stays readable whatever changed since. */
    exists: boolean;
  };
  /** An active mute of the viewer in this room. */
  mutedUntil: Date | null;
}

/**
 * Why the viewer may not read the room: the room is hidden (404), not theirs (CHAT_NOT_MEMBER), a DM refused, or a
 * visitor asking for anything but a spectators' live chat (401, as every other chat route answers a visitor).
 */
export type ChatReadDenial = 'NOT_FOUND' | 'NOT_MEMBER' | 'SELF' | 'BLOCKED' | 'NOT_FRIENDS' | 'NOT_SIGNED_IN';

export interface ChatAccess {
  canRead: boolean;
  readDenial: ChatReadDenial | null;
  canPost: boolean;
  readOnlyReason: ChatReadOnlyReason | null;
  canModerate: boolean;
  role: ChatRole;
}

const DENIED = (readDenial: ChatReadDenial, role: ChatRole = 'spectator'): ChatAccess => ({
  canRead: false,
  readDenial,
  canPost: false,
  readOnlyReason: null,
  canModerate: false,
  role,
});

/** Whether the tournament can be seen: a DRAFT by its organizer only (domain/tournament-visibility.ts). */
const canSeeTournament = (t: { status: string; organizerId: string }, viewerId: string | null) => t.status !== 'DRAFT' || t.organizerId === viewerId;

/** Whether a person who may read a direct conversation may also write in it now. */
function directPostBlocker(direct: NonNullable<ChatAccessFacts['direct']>): 'BLOCKED' | 'NOT_FRIENDS' | null {
  if (direct.blocked) return 'BLOCKED';
  if (!direct.friends && !direct.peerAcceptsEveryone) return 'NOT_FRIENDS';
  return null;
}

/**
 * Whether reading a room of this kind depends on the tournament alone: a tournament's and its spectators' rooms are
 * readable by whoever may see the tournament, member or not. A mute never decides reading, in any room. So a socket
 * joining (a read) needs no membership lookup in these rooms, and no mute lookup anywhere.
 */
export const readDependsOnTournamentAlone = (kind: ChatRoomKind): boolean => kind === 'tournament' || kind === 'spectator';

/**
 * Who may read, post and moderate in a room (issue #15): one decision per room kind. Reasons the viewer cannot
 * fix by verifying (not a participant, not live, not friends, blocked) come before NOT_VERIFIED, then MUTED.
 * A visitor reads a visible tournament's spectators' room and nothing else, never posts (NOT_LIVE before
 * NOT_SIGNED_IN: signing in would not help) and moderates nothing.
 */
export function decideChatAccess(f: ChatAccessFacts): ChatAccess {
  const { viewer } = f;
  if (viewer === null) {
    if (f.kind !== 'spectator') return DENIED('NOT_SIGNED_IN');
    if (!f.tournament || !canSeeTournament(f.tournament, null)) return DENIED('NOT_FOUND');
    const readOnlyReason = f.tournament.status !== 'IN_PROGRESS' ? 'NOT_LIVE' : 'NOT_SIGNED_IN';
    return { canRead: true, readDenial: null, canPost: false, readOnlyReason, canModerate: false, role: 'spectator' };
  }
  const organizer = f.tournament !== null && f.tournament.organizerId === viewer.id;
  const moderator = (f.kind === 'tournament' || f.kind === 'spectator' || f.kind === 'match') && (organizer || viewer.admin);
  const role: ChatRole = organizer && f.kind !== 'team' && f.kind !== 'direct' ? 'organizer' : viewer.admin && moderator ? 'admin' : f.member ? 'participant' : 'spectator';

  let structural: ChatReadOnlyReason | null = null;
  switch (f.kind) {
    case 'tournament':
    case 'spectator': {
      if (!f.tournament || !canSeeTournament(f.tournament, viewer.id)) return DENIED('NOT_FOUND');
      if (f.kind === 'tournament' && !(f.member || moderator)) structural = 'NOT_A_PARTICIPANT';
      if (f.kind === 'spectator' && f.tournament.status !== 'IN_PROGRESS') structural = 'NOT_LIVE';
      break;
    }
    case 'match': {
      if (!f.tournament || !canSeeTournament(f.tournament, viewer.id)) return DENIED('NOT_FOUND');
      if (!(f.member || moderator)) return DENIED('NOT_MEMBER');
      break;
    }
    case 'team': {
      if (!f.member) return DENIED('NOT_MEMBER');
      break;
    }
    case 'direct': {
      const direct = f.direct;
      if (!direct) return DENIED('NOT_FOUND');
      if (!f.member) return DENIED('NOT_MEMBER');
      if (direct.peerId === viewer.id) return DENIED('SELF');
      const blocker = directPostBlocker(direct);
      if (!direct.exists && blocker) return DENIED(blocker);
      structural = blocker;
      break;
    }
  }
  const active = f.mutedUntil !== null && !moderator ? f.mutedUntil : null;
  const readOnlyReason = structural ?? (!viewer.verified ? 'NOT_VERIFIED' : active ? 'MUTED' : null);
  return { canRead: true, readDenial: null, canPost: readOnlyReason === null, readOnlyReason, canModerate: moderator, role };
}
