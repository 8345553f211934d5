import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { cn } from '@/lib/cn.ts';
import { initials } from '@/lib/initials.ts';

/** A player's picture, or their initials; decorative: the nickname is always written next to it. */
export function PersonAvatar({ nickname, photoUrl, className }: { nickname: string; photoUrl: string | null; className?: string }) {
  return (
    <Avatar className={cn('size-10', className)}>
      {photoUrl && <AvatarImage src={photoUrl} alt="" />}
      <AvatarFallback aria-hidden>{initials(nickname)}</AvatarFallback>
    </Avatar>
  );
}
