import {
  CircleQuestionMark,
  CreditCard,
  Gamepad2,
  LayoutDashboard,
  Settings,
  Ticket,
  Trophy,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths.ts';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only active on this exact path (the dashboard would otherwise match every /app page). */
  end?: boolean;
}

/** The sidebar entries, in the spec's order (§2 "Shell"). */
export const navItems: NavItem[] = [
  { label: 'Dashboard', to: paths.app.dashboard(), icon: LayoutDashboard, end: true },
  { label: 'Tournaments', to: paths.app.tournaments(), icon: Trophy },
  { label: 'Browse Games', to: paths.app.games(), icon: Gamepad2 },
  { label: 'Players', to: paths.app.players(), icon: Users },
  { label: 'Tickets', to: paths.app.tickets(), icon: Ticket },
  { label: 'Friends', to: paths.app.friends(), icon: UserPlus },
  { label: 'Billing Payments', to: paths.app.billing(), icon: CreditCard },
  { label: 'Settings', to: paths.app.settings(), icon: Settings },
  { label: 'Help Center', to: paths.app.help(), icon: CircleQuestionMark },
];
