import { CHAT_UNREAD_BADGE_MAX } from '@clutch/contract/chat';

/** "99+" above the most a badge spells out (spec §9). */
export const unreadBadgeText = (count: number) => (count > CHAT_UNREAD_BADGE_MAX ? `${CHAT_UNREAD_BADGE_MAX}+` : String(count));
