import type { ReactNode } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { cn } from '@/lib/cn.ts';
import { initials } from '@/lib/initials.ts';

/**
 * An author's avatar in a ring, as a button with its caption below: the accent ring while there is a story to
 * see, a muted one once all are seen, none when there are no stories (the "Your story" slot before posting).
 */
export function StoryRing({
  nickname,
  photoUrl,
  caption,
  label,
  state,
  onClick,
  badge,
  size = 'md',
}: {
  nickname: string;
  photoUrl: string | null;
  caption: ReactNode;
  /** The button's accessible name. */
  label: string;
  state: 'unseen' | 'seen' | 'none';
  onClick: () => void;
  /** Drawn over the avatar's corner (the create "+"). */
  badge?: ReactNode;
  size?: 'md' | 'lg';
}) {
  return (
    <div className="relative flex w-18 shrink-0 flex-col items-center gap-1.5">
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        data-state={state}
        className={cn(
          'cursor-pointer rounded-full p-[3px] transition-transform focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-safe:active:scale-95',
          state === 'unseen' && 'bg-primary',
          state === 'seen' && 'bg-muted-foreground/40',
          state === 'none' && 'bg-transparent',
        )}
      >
        <Avatar className={cn('border-2 border-background', size === 'lg' ? 'size-18' : 'size-14')}>
          {photoUrl && <AvatarImage src={photoUrl} alt="" />}
          <AvatarFallback className="text-sm">{initials(nickname)}</AvatarFallback>
        </Avatar>
      </button>
      {badge}
      <span className="w-full truncate text-center text-xs text-muted-foreground">{caption}</span>
    </div>
  );
}
