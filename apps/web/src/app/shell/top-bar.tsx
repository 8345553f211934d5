import type { User } from '@clutch/contract/users';
import LocaleMenu from '@/components/locale-menu.tsx';
import { SidebarTrigger } from '@/components/ui/sidebar.tsx';
import { MessagesNavButton } from '@/features/chat/components/messages-nav-button.tsx';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell.tsx';
import { useChooseLocale } from '@/features/settings/api/update-locale.ts';
import { SearchBox } from './search-box.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

export function TopBar({ user }: { user: User }) {
  const chooseLocale = useChooseLocale();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-2 backdrop-blur sm:gap-3 sm:px-4">
      <SidebarTrigger />
      <SearchBox className="min-w-0 flex-1 sm:max-w-md" />
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <MessagesNavButton />
        <NotificationsBell />
        <ThemeToggle />
        <LocaleMenu onChoose={(locale) => chooseLocale.mutate(locale)} />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
