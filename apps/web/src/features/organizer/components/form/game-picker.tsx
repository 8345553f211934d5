import { Gamepad2, X } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useGameSearch } from '../../api/search-games.ts';

const SHOWN = 8;

const gameLabel = defineMessage({ defaultMessage: 'Game' });

export interface PickedGame {
  id: string;
  name: string;
}

/** Game: search the catalogue and pick one; the pick shows as a chip with Change. */
export function GamePicker({
  id,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: PickedGame | null;
  onChange: (game: PickedGame | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const games = useGameSearch(deferred);
  const errorProps = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

  if (value) {
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{t(gameLabel)}</Label>
        <div className="flex items-center justify-between gap-2 rounded-md border bg-background px-3 py-2">
          <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
            <Gamepad2 aria-hidden className="size-4 shrink-0 text-primary" />
            <span className="truncate">{value.name}</span>
          </span>
          <Button
            id={id}
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => onChange(null)}
            aria-label={t({ defaultMessage: 'Change game ({game})' }, { game: value.name })}
          >
            <X aria-hidden />
            {t({ defaultMessage: 'Change', description: 'Button: pick another game' })}
          </Button>
        </div>
        <FormMessage id={`${id}-error`}>{error}</FormMessage>
      </div>
    );
  }

  const results = games.data?.slice(0, SHOWN) ?? [];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t(gameLabel)}</Label>
      <Input
        id={id}
        type="search"
        placeholder={t({ defaultMessage: 'Search games...' })}
        autoComplete="off"
        value={search}
        disabled={disabled}
        onChange={(e) => setSearch(e.target.value)}
        {...errorProps}
      />
      <FormMessage id={`${id}-error`}>{error}</FormMessage>
      <div aria-live="polite" className="flex flex-col gap-1">
        {games.isPending ? (
          <p className="text-sm text-muted-foreground">
            <Spinner className="size-4" label={t({ defaultMessage: 'Loading games…' })} />
          </p>
        ) : games.isError ? (
          <p className="text-sm text-destructive-text">
            {t(
              { defaultMessage: 'Couldn’t load the games. <retry>Try again</retry>' },
              {
                retry: (chunks) => (
                  <button type="button" className="cursor-pointer underline" onClick={() => void games.refetch()}>
                    {chunks}
                  </button>
                ),
              },
            )}
          </p>
        ) : results.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'No games found. Try another name.' })}</p>
        ) : (
          <ul aria-label={t({ defaultMessage: 'Games' })} className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {results.map((g) => (
              <li key={g.id}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange({ id: g.id, name: g.name })}
                  className="flex w-full cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <img src={g.background_image} alt="" className="size-6 shrink-0 rounded object-cover" />
                  <span className="truncate">{g.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
