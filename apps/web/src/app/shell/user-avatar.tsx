import type { User } from '@clutch/contract/users';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { initials } from '@/lib/initials.ts';

export function UserAvatar({ user, className }: { user: Pick<User, 'nickName' | 'profilePicUrl'>; className?: string }) {
  return (
    <Avatar className={className}>
      {user.profilePicUrl && <AvatarImage src={user.profilePicUrl} alt="" />}
      <AvatarFallback aria-hidden>{initials(user.nickName)}</AvatarFallback>
    </Avatar>
  );
}
