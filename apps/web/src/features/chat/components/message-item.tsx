import type { ChatMessage, ChatRole } from '@clutch/contract/chat';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { PersonAvatar } from '@/components/person-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useDeleteChatMessage } from '../api/delete-message.ts';
import { useMuteChatUser } from '../api/mute-user.ts';
import type { PendingMessage } from '../hooks/use-chat-room.ts';
import { ChatTime } from './chat-time.tsx';
import { MessageText } from './message-text.tsx';
import { ReportDialog } from './report-dialog.tsx';

const muteChoices = [
  [10, '10 min'],
  [60, '1 h'],
  [24 * 60, '24 h'],
] as const;

function RoleBadge({ role }: { role: ChatRole }) {
  const t = useT();
  if (role === 'organizer') return <Badge variant="secondary" className="h-4 px-1 text-[10px]">{t({ defaultMessage: 'Organizer', description: 'Chat role badge' })}</Badge>;
  if (role === 'admin') return <Badge variant="secondary" className="h-4 px-1 text-[10px]">{t({ defaultMessage: 'Admin', description: 'Chat role badge' })}</Badge>;
  return null;
}

/** One stored message: who, when, the text, and what the viewer may do with it (delete, report, mute its author). */
export function MessageItem({ message, roomId, selfId, canModerate, now }: { message: ChatMessage; roomId: string; selfId: string | null; canModerate: boolean; now: Date }) {
  const t = useT();
  const [reporting, setReporting] = useState(false);
  const remove = useDeleteChatMessage(roomId);
  const mute = useMuteChatUser(roomId);
  const author = message.author;
  const name = author?.nickName ?? t({ defaultMessage: 'Deleted account' });
  const own = !!author && author.id === selfId;
  const mentionsMe = !!selfId && message.mentionedUserIds.includes(selfId);
  const canDelete = own || canModerate;
  const canReport = !own && !!selfId;
  const canMute = canModerate && !own && !!author;

  return (
    <li className={cn('group flex gap-2 rounded-md px-2 py-1.5', mentionsMe && 'bg-primary/10')}>
      <PersonAvatar nickname={name} photoUrl={author?.profilePicUrl ?? null} className="mt-0.5 size-7 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-sm font-semibold">{name}</span>
          {author && <RoleBadge role={author.role} />}
          <ChatTime createdAt={message.createdAt} now={now} />
        </div>
        <p className="text-sm">
          <MessageText text={message.text} />
        </p>
      </div>
      {(canDelete || canReport || canMute) && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-7 shrink-0 opacity-60 group-hover:opacity-100 focus-visible:opacity-100" aria-label={t({ defaultMessage: 'Actions for the message from {name}' }, { name })}>
              <Ellipsis aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {canDelete && (
              <DropdownMenuItem variant="destructive" onSelect={() => remove.mutate(message.id)}>
                {t({ defaultMessage: 'Delete' })}
              </DropdownMenuItem>
            )}
            {canReport && <DropdownMenuItem onSelect={() => setReporting(true)}>{t({ defaultMessage: 'Report' })}</DropdownMenuItem>}
            {canMute && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuLabel className="text-xs text-muted-foreground">{t({ defaultMessage: 'Mute {name}', description: 'Chat moderation menu heading' }, { name })}</DropdownMenuLabel>
                {muteChoices.map(([minutes, label]) => (
                  <DropdownMenuItem key={minutes} onSelect={() => mute.mutate({ userId: author.id, nickName: author.nickName, minutes })}>
                    {t({ defaultMessage: 'Mute for {duration}' }, { duration: label })}
                  </DropdownMenuItem>
                ))}
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      {canReport && <ReportDialog roomId={roomId} messageId={message.id} open={reporting} onOpenChange={setReporting} />}
    </li>
  );
}

/** One of the viewer's messages on its way: greyed while sending, with Retry once refused. */
export function PendingItem({ message, name, onRetry, onDiscard }: { message: PendingMessage; name: string; onRetry: () => void; onDiscard: () => void }) {
  const t = useT();
  return (
    <li className="flex gap-2 px-2 py-1.5 opacity-70" aria-busy={!message.failed}>
      <div className="flex min-w-0 flex-1 flex-col pl-9">
        <div className="flex items-center gap-1.5">
          <span className="text-sm font-semibold">{name}</span>
          <span className={cn('text-xs', message.failed ? 'text-destructive' : 'text-muted-foreground')}>
            {message.failed ? t({ defaultMessage: 'Not sent' }) : t({ defaultMessage: 'Sending…' })}
          </span>
        </div>
        <p className="text-sm">
          <MessageText text={message.text} />
        </p>
        {message.failed && (
          <div className="flex gap-2">
            <Button variant="link" size="sm" className="h-6 px-0" onClick={onRetry}>
              {t({ defaultMessage: 'Retry' })}
            </Button>
            <Button variant="link" size="sm" className="h-6 px-0 text-muted-foreground" onClick={onDiscard}>
              {t({ defaultMessage: 'Discard' })}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
