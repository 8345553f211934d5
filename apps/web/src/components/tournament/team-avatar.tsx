import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { initials } from '@/lib/initials.ts';

export function TeamAvatar({ name, photoUrl, className }: { name: string; photoUrl: string | null; className?: string }) {
  return (
    <Avatar className={className}>
      {photoUrl && <AvatarImage src={photoUrl} alt="" />}
      <AvatarFallback aria-hidden>{initials(name)}</AvatarFallback>
    </Avatar>
  );
}
