import { formatDateTime } from '@/lib/format.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { chatTime } from '../lib/chat-time.ts';

/** A message's time, spec §9: 'now', then minutes under an hour, then the time; the full date on hover and for screen readers. */
export function ChatTime({ createdAt, now }: { createdAt: string; now: Date }) {
  const t = useT();
  const locale = useLocale();
  const time = chatTime(createdAt, now, locale);
  const text =
    time.kind === 'now'
      ? t({ defaultMessage: 'now', description: 'A chat message sent less than a minute ago' })
      : time.kind === 'minutes'
        ? t({ defaultMessage: '{minutes} min', description: 'A chat message sent some minutes ago' }, { minutes: time.minutes })
        : time.text;
  return (
    <time dateTime={createdAt} title={formatDateTime(createdAt)} className="text-xs text-muted-foreground tabular-nums">
      {text}
    </time>
  );
}
