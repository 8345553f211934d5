import { Timer } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useSetSlowMode } from '../api/set-slow-mode.ts';

const choices = [0, 5, 30, 120] as const;

/** A moderator's slow mode switch: off, 5 s, 30 s or 2 min between one person's messages. */
export function SlowModeControl({ roomId, seconds }: { roomId: string; seconds: number }) {
  const t = useT();
  const setSlowMode = useSetSlowMode(roomId);
  const label = (s: number) =>
    s === 0 ? t({ defaultMessage: 'Off', description: 'Slow mode off' }) : s < 60 ? t({ defaultMessage: '{s} s', description: 'Seconds' }, { s }) : t({ defaultMessage: '{m} min', description: 'Minutes' }, { m: s / 60 });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="h-7 gap-1 px-2 text-xs" aria-label={t({ defaultMessage: 'Slow mode: {value}' }, { value: label(seconds) })}>
          <Timer aria-hidden className="size-3.5" />
          {seconds > 0 ? label(seconds) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t({ defaultMessage: 'Slow mode' })}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={String(seconds)} onValueChange={(value) => setSlowMode.mutate(Number(value))}>
          {choices.map((s) => (
            <DropdownMenuRadioItem key={s} value={String(s)}>
              {label(s)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
