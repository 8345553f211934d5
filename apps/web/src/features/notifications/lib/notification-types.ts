import type { NotificationType } from '@clutch/contract/notifications';
import {
  BadgeCheck,
  BadgeX,
  CalendarCheck,
  ClipboardCheck,
  Flag,
  Handshake,
  ListChecks,
  MessageSquare,
  Radio,
  Swords,
  Timer,
  Trophy,
  UserPlus,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';

/** What each type is called in the settings table and on a notification's tag. */
export const notificationTypeNames: Record<NotificationType, MessageDescriptor> = {
  tournament_open: defineMessage({ defaultMessage: 'Tournament open for registration' }),
  match_starting: defineMessage({ defaultMessage: 'Match starting' }),
  match_ended: defineMessage({ defaultMessage: 'Match ended' }),
  new_message: defineMessage({ defaultMessage: 'New message' }),
  organizer_live: defineMessage({ defaultMessage: 'Organizer is live' }),
  friend_request: defineMessage({ defaultMessage: 'Friend request' }),
  friend_accepted: defineMessage({ defaultMessage: 'Friend request accepted' }),
  team_invite: defineMessage({ defaultMessage: 'Team invite' }),
  registration_accepted: defineMessage({ defaultMessage: 'Registration accepted' }),
  registration_rejected: defineMessage({ defaultMessage: 'Registration rejected' }),
  payment_received: defineMessage({ defaultMessage: 'Payment received' }),
  result_reported: defineMessage({ defaultMessage: 'Result reported' }),
  result_disputed: defineMessage({ defaultMessage: 'Result disputed' }),
  check_in_open: defineMessage({ defaultMessage: 'Check-in open' }),
  prize_paid: defineMessage({ defaultMessage: 'Prize paid' }),
};

/** The picture of a notification that no person caused. */
export const notificationTypeIcons: Record<NotificationType, LucideIcon> = {
  tournament_open: CalendarCheck,
  match_starting: Timer,
  match_ended: Flag,
  new_message: MessageSquare,
  organizer_live: Radio,
  friend_request: UserPlus,
  friend_accepted: Handshake,
  team_invite: Users,
  registration_accepted: BadgeCheck,
  registration_rejected: BadgeX,
  payment_received: Wallet,
  result_reported: ClipboardCheck,
  result_disputed: Swords,
  check_in_open: ListChecks,
  prize_paid: Trophy,
};

