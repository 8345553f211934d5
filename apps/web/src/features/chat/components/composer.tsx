import { CHAT_MENTION_SHORTCUTS, CHAT_MESSAGE_MAX } from '@clutch/contract/chat';
import { SendHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { insertAtCaret } from '../lib/insert-at-caret.ts';
import { EmojiPicker } from './emoji-picker.tsx';

/** The counter shows from this many characters on. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

/**
 * The message box (spec §5): Enter sends, Shift+Enter starts a new line; an empty or whitespace-only message
 * cannot be sent; at most 2,000 characters, counted near the end. Emoji and (for moderators) the mention shortcuts
 * go in where the caret is.
 */
export function Composer({
  onSend,
  onTyping,
  canModerate,
  slowModeSeconds = 0,
}: {
  onSend: (text: string) => void;
  onTyping?: () => void;
  canModerate: boolean;
  slowModeSeconds?: number;
}) {
  const t = useT();
  const counterId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [caret, setCaret] = useState<number | null>(null);
  const sendable = text.trim().length > 0 && text.length <= CHAT_MESSAGE_MAX;

  useLayoutEffect(() => {
    if (caret === null || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  const send = () => {
    if (!sendable) return;
    onSend(text);
    setText('');
    box.current?.focus();
  };

  const insert = (piece: string) => {
    const el = box.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = insertAtCaret(text, start, end, piece);
    if (next.value.length > CHAT_MESSAGE_MAX) return;
    setText(next.value);
    setCaret(next.caret);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const left = CHAT_MESSAGE_MAX - text.length;
  return (
    <form
      className="flex flex-col gap-1.5 border-t p-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {canModerate && (
        <div className="flex flex-wrap gap-1" role="group" aria-label={t({ defaultMessage: 'Mention shortcuts' })}>
          {CHAT_MENTION_SHORTCUTS.map((shortcut) => (
            <Button key={shortcut} variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={() => insert(`${shortcut} `)}>
              {shortcut}
            </Button>
          ))}
        </div>
      )}
      <div className="flex items-end gap-1">
        <EmojiPicker onPick={insert} onClosed={() => box.current?.focus()} />
        <textarea
          ref={box}
          aria-label={t({ defaultMessage: 'Message' })}
          aria-describedby={left <= CHAT_MESSAGE_MAX - COUNTER_FROM ? counterId : undefined}
          placeholder={t({ defaultMessage: 'Write a message…' })}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          rows={1}
          onChange={(event) => {
            setText(event.target.value.slice(0, CHAT_MESSAGE_MAX));
            onTyping?.();
          }}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-9 flex-1 resize-none rounded-md border border-input bg-transparent px-3 py-2 text-sm outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
        <Button type="submit" size="icon" className="size-9" disabled={!sendable} aria-label={t({ defaultMessage: 'Send' })}>
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      <div className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span>{slowModeSeconds > 0 ? t({ defaultMessage: 'Slow mode: one message every {seconds} s', description: 'Chat slow mode note' }, { seconds: slowModeSeconds }) : null}</span>
        {text.length >= COUNTER_FROM && (
          <span id={counterId} className={cn('tabular-nums', left === 0 && 'font-semibold text-destructive')}>
            {t({ defaultMessage: '{left, plural, one {# character left} other {# characters left}}' }, { left })}
          </span>
        )}
      </div>
    </form>
  );
}
