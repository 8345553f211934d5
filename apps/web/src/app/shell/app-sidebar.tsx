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
import { navItems, organizeNavItems, teamNavItems, type NavItem } from './nav-items.ts';
import { useT } from '@/lib/i18n/use-t.ts';

function NavEntry({ item }: { item: NavItem }) {
  const t = useT();
  const { isMobile, setOpenMobile } = useSidebar();
  const Icon = item.icon;
  const label = t(item.label);
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild tooltip={label}>
        <NavLink to={item.to} end={item.end} onClick={() => isMobile && setOpenMobile(false)}>
          <Icon aria-hidden />
          <span>{label}</span>
        </NavLink>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

export function AppSidebar() {
  const t = useT();
  const { state, isMobile } = useSidebar();
  return (
    <Sidebar label={t({ defaultMessage: 'Navigation' })}>
      <SidebarHeader className="h-14 justify-center border-b">
        <Brand to={paths.app.dashboard()} compact={!isMobile && state === 'collapsed'} />
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={t({ defaultMessage: 'Main' })}>
          <SidebarGroup>
            <SidebarGroupLabel>{t({ defaultMessage: 'Menu' })}</SidebarGroupLabel>
            <SidebarMenu>
              {navItems.map((item) => (
                <NavEntry key={item.to} item={item} />
              ))}
            </SidebarMenu>
          </SidebarGroup>
          <SidebarSeparator />
          <SidebarGroup>
            <SidebarGroupLabel>{t({ defaultMessage: 'Teams' })}</SidebarGroupLabel>
            <SidebarMenu>
              {teamNavItems.map((item) => (
                <NavEntry key={item.to} item={item} />
              ))}
            </SidebarMenu>
          </SidebarGroup>
          <SidebarSeparator />
          <SidebarGroup>
            <SidebarGroupLabel>{t({ defaultMessage: 'Organize' })}</SidebarGroupLabel>
            <SidebarMenu>
              {organizeNavItems.map((item) => (
                <NavEntry key={item.to} item={item} />
              ))}
            </SidebarMenu>
          </SidebarGroup>
        </nav>
      </SidebarContent>
    </Sidebar>
  );
}
