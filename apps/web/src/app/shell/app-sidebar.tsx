import { CirclePlus, MailOpen, Target, Trophy } from 'lucide-react';
import { NavLink } from 'react-router';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarSeparator,
  useSidebar,
} from '@/components/ui/sidebar.tsx';
import { paths } from '@/config/paths.ts';
import { Brand } from './brand.tsx';
import { navItems, type NavItem } from './nav-items.ts';

function NavEntry({ item }: { item: NavItem }) {
  const { isMobile, setOpenMobile } = useSidebar();
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild tooltip={item.label}>
        <NavLink to={item.to} end={item.end} onClick={() => isMobile && setOpenMobile(false)}>
          <Icon aria-hidden />
          <span>{item.label}</span>
        </NavLink>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

export function AppSidebar() {
  const { state, isMobile } = useSidebar();
  return (
    <Sidebar label="Navigation">
      <SidebarHeader className="h-14 justify-center border-b">
        <Brand to={paths.app.dashboard()} compact={!isMobile && state === 'collapsed'} />
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Main">
          <SidebarGroup>
            <SidebarGroupLabel>Menu</SidebarGroupLabel>
            <SidebarMenu>
              {navItems.map((item) => (
                <NavEntry key={item.to} item={item} />
              ))}
            </SidebarMenu>
          </SidebarGroup>
          <SidebarSeparator />
          <SidebarGroup>
            <SidebarGroupLabel>Teams</SidebarGroupLabel>
            <SidebarMenu>
              <NavEntry item={{ label: 'Team Invites', to: paths.app.teamInvites(), icon: MailOpen }} />
            </SidebarMenu>
          </SidebarGroup>
          <SidebarSeparator />
          <SidebarGroup>
            {/* DESIGN.md §4.5: any verified user organizes; the back-office is an area of this app. */}
            <SidebarGroupLabel>Organize</SidebarGroupLabel>
            <SidebarMenu>
              <NavEntry item={{ label: 'My tournaments', to: paths.app.organizer(), icon: Trophy }} />
              <NavEntry item={{ label: 'Create tournament', to: paths.app.organizerNew(), icon: CirclePlus }} />
              <NavEntry item={{ label: 'Targets', to: paths.app.targets(), icon: Target }} />
            </SidebarMenu>
          </SidebarGroup>
        </nav>
      </SidebarContent>
    </Sidebar>
  );
}
