/**
 * The emoji picker's choice (spec §2 chat widgets), kept here: nothing is fetched to show it, and the characters
 * are drawn by the system's emoji font.
 */
export const emojiGroups = {
  faces: ['😀', '😃', '😄', '😁', '😆', '😅', '😂', '🤣', '🙂', '😉', '😊', '😍', '😘', '😎', '🤩', '🤔', '😐', '😴', '😮', '😢', '😭', '😡', '🤯', '🥳'],
  gestures: ['👍', '👎', '👏', '🙌', '👋', '🤝', '🙏', '💪', '✌️', '🤞', '👌', '🤙', '👊', '✊', '🫡', '👀'],
  hearts: ['❤️', '🧡', '💛', '💚', '💙', '💜', '🖤', '🤍', '💔', '💖', '💯', '🔥'],
  reactions: ['🎉', '🏆', '🥇', '⚡', '💥', '✨', '🎮', '🕹️', '🎯', '😤', '🤬', '🫠', '👑'],
} as const;
export type EmojiGroup = keyof typeof emojiGroups;
