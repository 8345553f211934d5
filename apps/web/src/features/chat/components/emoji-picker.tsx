import { SmilePlus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { emojiGroups, type EmojiGroup } from '../lib/emoji.ts';

const groupNames: Record<EmojiGroup, ReturnType<typeof defineMessage>> = {
  faces: defineMessage({ defaultMessage: 'Faces', description: 'Emoji group' }),
  gestures: defineMessage({ defaultMessage: 'Gestures', description: 'Emoji group' }),
  hearts: defineMessage({ defaultMessage: 'Hearts', description: 'Emoji group' }),
  reactions: defineMessage({ defaultMessage: 'Reactions', description: 'Emoji group' }),
};

/**
 * The emoji picker (spec §2): four groups of emoji kept in our code, walked with the arrow keys; picking one hands
 * it to `onPick` and the focus back to the composer (`onClosed`).
 */
export function EmojiPicker({ onPick, onClosed, disabled }: { onPick: (emoji: string) => void; onClosed: () => void; disabled?: boolean }) {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t({ defaultMessage: 'Emoji' })}>
          <SmilePlus aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        side="top"
        className="max-h-72 w-72 overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        {(Object.keys(emojiGroups) as EmojiGroup[]).map((group) => (
          <DropdownMenuGroup key={group} aria-label={t(groupNames[group])}>
            <DropdownMenuLabel className="text-xs text-muted-foreground">{t(groupNames[group])}</DropdownMenuLabel>
            <div className="grid grid-cols-8 gap-0.5">
              {emojiGroups[group].map((emoji) => (
                <DropdownMenuItem key={emoji} onSelect={() => onPick(emoji)} className="justify-center p-1 text-lg">
                  {emoji}
                </DropdownMenuItem>
              ))}
            </div>
          </DropdownMenuGroup>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
