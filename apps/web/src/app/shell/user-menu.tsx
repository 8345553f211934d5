import type { User } from '@clutch/contract/users';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { paths } from '@/config/paths.ts';
import { SignOutDialog } from '@/features/settings/components/sign-out-dialog.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export function UserMenu({ user }: { user: User }) {
  const t = useT();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t({ defaultMessage: 'Account menu, {nickname}' }, { nickname: user.nickName })}
          className="flex h-9 cursor-pointer items-center gap-2 rounded-md px-1 transition-colors hover:bg-accent sm:pr-2"
        >
          <UserAvatar user={user} />
          <span className="hidden max-w-32 truncate text-sm font-medium sm:inline">{user.nickName}</span>
          <ChevronDown aria-hidden className="hidden size-4 text-muted-foreground sm:inline" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel className="flex flex-col gap-0.5">
            <span className="truncate">{user.nickName}</span>
            {user.email && <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to={paths.app.me()}>
              <UserRound aria-hidden />
              {t({ defaultMessage: 'Profile' })}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.app.settings()}>
              <Settings aria-hidden />
              {t({ defaultMessage: 'Settings' })}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirmSignOut(true)}>
            <LogOut aria-hidden />
            {t({ defaultMessage: 'Log out' })}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SignOutDialog open={confirmSignOut} onOpenChange={setConfirmSignOut} />
    </>
  );
}
