import { useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useChatSettings } from '../api/get-settings.ts';
import { useUpdateChatSettings } from '../api/update-settings.ts';

/** Settings: who may send the user direct messages (friends only unless switched on). */
export function DirectMessagesSetting() {
  const t = useT();
  const id = useId();
  const settings = useChatSettings();
  const update = useUpdateChatSettings();
  const everyone = (update.isPending ? update.variables?.directMessagesFrom : settings.data?.directMessagesFrom) === 'EVERYONE';
  return (
    <section className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 className="text-base font-semibold">{t({ defaultMessage: 'Messages' })}</h2>
      {settings.isPending ? (
        <Skeleton className="h-6 w-64" />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-destructive-text">
          {t({ defaultMessage: 'Could not load your message settings' })}
        </p>
      ) : (
        <div className="flex items-center justify-between gap-4">
          <div className="flex flex-col gap-0.5">
            <label htmlFor={id} className="text-sm font-medium">
              {t({ defaultMessage: 'Allow direct messages from everyone' })}
            </label>
            <p className="text-xs text-muted-foreground">{t({ defaultMessage: 'When off, only your friends can message you.' })}</p>
          </div>
          <Switch
            id={id}
            checked={everyone}
            disabled={update.isPending}
            onCheckedChange={(checked) => update.mutate({ directMessagesFrom: checked ? 'EVERYONE' : 'FRIENDS' })}
          />
        </div>
      )}
    </section>
  );
}
