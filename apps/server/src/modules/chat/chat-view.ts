import type { ChatMessage, ChatRole } from '@clutch/contract/chat';
import type { AuthorRow, ChatMessageRow } from './chat.repository.ts';

/** What decides an author's role in a room: the organizer, the admins and the members among the authors. */
export interface AuthorRoles {
  /** Null in team and direct rooms, which have no organizer. */
  organizerId: string | null;
  /** Admins count as admins only in rooms they moderate (tournament, spectator, match). */
  moderatedByAdmins: boolean;
  members: Set<string>;
}

export function roleOf(author: Pick<AuthorRow, 'id' | 'roles'>, roles: AuthorRoles): ChatRole {
  if (roles.organizerId === author.id) return 'organizer';
  if (roles.moderatedByAdmins && author.roles.includes('ADMIN')) return 'admin';
  return roles.members.has(author.id) ? 'participant' : 'spectator';
}

/** The wire message: a tombstone has no text and names nobody; an erased account's author is null. */
export function toChatMessage(row: ChatMessageRow, authors: Map<string, AuthorRow>, roles: AuthorRoles): ChatMessage {
  const author = row.authorId ? authors.get(row.authorId) : undefined;
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    roomId: row.roomId,
    seq: row.seq,
    clientId: row.clientId,
    author:
      author && author.deletedAt === null
        ? { id: author.id, nickName: author.nickName, profilePicUrl: author.profilePicUrl, role: roleOf(author, roles) }
        : null,
    text: deleted ? '' : row.text,
    mentionedUserIds: deleted ? [] : row.mentionedUserIds,
    createdAt: row.createdAt.toISOString(),
    deleted,
  };
}
