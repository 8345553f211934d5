import type { ChatRoomKind } from '@clutch/contract/chat';

/** `@nickname` tokens (nicknames use letters, digits, dots, dashes and underscores), lower-cased, once each. */
export function mentionTokens(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(^|[^A-Za-z0-9_.@-])@([A-Za-z0-9_.-]{1,32})/g)) {
    // A sentence's full stop after a name is not part of it.
    found.add(match[2]!.replace(/[.-]+$/, '').toLowerCase());
  }
  found.delete('');
  return [...found];
}

export type MentionShortcut = 'everyone' | 'participants' | 'organizer';
const SHORTCUTS: readonly string[] = ['everyone', 'participants', 'organizer'];

/**
 * The crowd shortcuts a message calls: only a moderator's (the organizer's or an admin's) count, and only in
 * rooms that have moderators; anyone else's are plain text.
 */
export function shortcutsOf(tokens: string[], kind: ChatRoomKind, byModerator: boolean): MentionShortcut[] {
  if (!byModerator || kind === 'team' || kind === 'direct') return [];
  return tokens.filter((t): t is MentionShortcut => SHORTCUTS.includes(t));
}
