import {
  CirclePlus,
  CircleQuestionMark,
  CreditCard,
  Gamepad2,
  LayoutDashboard,
  MailOpen,
  Settings,
  Target,
  Ticket,
  Trophy,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';

export interface NavItem {
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /** Only active on this exact path (the dashboard would otherwise match every /app page). */
  end?: boolean;
}

/** The sidebar entries, in the spec's order (§2 "Shell"); the other groups' entries live in app-sidebar.tsx. */
export const navItems: NavItem[] = [
  { label: defineMessage({ defaultMessage: 'Dashboard' }), to: paths.app.dashboard(), icon: LayoutDashboard, end: true },
  { label: defineMessage({ defaultMessage: 'Tournaments' }), to: paths.app.tournaments(), icon: Trophy },
  { label: defineMessage({ defaultMessage: 'Browse Games' }), to: paths.app.games(), icon: Gamepad2 },
  { label: defineMessage({ defaultMessage: 'Players' }), to: paths.app.players(), icon: Users },
  { label: defineMessage({ defaultMessage: 'Tickets' }), to: paths.app.tickets(), icon: Ticket },
  { label: defineMessage({ defaultMessage: 'Friends' }), to: paths.app.friends(), icon: UserPlus },
  { label: defineMessage({ defaultMessage: 'Billing Payments' }), to: paths.app.billing(), icon: CreditCard },
  { label: defineMessage({ defaultMessage: 'Settings' }), to: paths.app.settings(), icon: Settings },
  { label: defineMessage({ defaultMessage: 'Help Center' }), to: paths.app.help(), icon: CircleQuestionMark },
];

export const teamNavItems: NavItem[] = [{ label: defineMessage({ defaultMessage: 'Team Invites' }), to: paths.app.teamInvites(), icon: MailOpen }];

/** DESIGN.md §4.5: any verified user organizes; the back-office is an area of this app. */
export const organizeNavItems: NavItem[] = [
  { label: defineMessage({ defaultMessage: 'My tournaments' }), to: paths.app.organizer(), icon: Trophy },
  { label: defineMessage({ defaultMessage: 'Create tournament' }), to: paths.app.organizerNew(), icon: CirclePlus },
  { label: defineMessage({ defaultMessage: 'Targets' }), to: paths.app.targets(), icon: Target },
];
