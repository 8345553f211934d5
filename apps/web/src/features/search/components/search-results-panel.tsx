import { LoaderCircle, RotateCw, SearchX } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import type { SearchGroup, SearchOption } from '../lib/search-options.ts';

export type SearchPanelState =
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'results'; groups: SearchGroup[] };

export const optionId = (listboxId: string, option: SearchOption) => `${listboxId}-${option.key}`;

/**
 * The dropdown under the search box: a grouped listbox, or what is happening instead (searching, failed, nothing
 * found). Pointer presses never take focus from the input, so the combobox keeps the keyboard.
 */
export function SearchResultsPanel({
  listboxId,
  state,
  activeKey,
  onHover,
  onSelect,
}: {
  listboxId: string;
  state: SearchPanelState;
  activeKey: string | null;
  onHover: (key: string) => void;
  onSelect: (option: SearchOption) => void;
}) {
  const t = useT();
  return (
    <div
      onMouseDown={(event) => event.preventDefault()}
      className="fixed inset-x-2 top-14 z-50 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg animate-pop-in sm:absolute sm:inset-x-auto sm:top-full sm:left-0 sm:mt-1 sm:w-[28rem] sm:max-w-[calc(100vw-2rem)]"
    >
      {state.kind === 'results' && state.groups.length > 0 ? (
        <div
          role="listbox"
          id={listboxId}
          aria-label={t({ defaultMessage: 'Search results' })}
          className="max-h-[min(28rem,calc(100svh-5rem))] overflow-y-auto p-1"
        >
          {state.groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`} className="py-1">
              <div
                role="presentation"
                id={`${listboxId}-${group.kind}`}
                className="px-2 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.name}
              </div>
              {group.options.map((option) => (
                <div
                  key={option.key}
                  id={optionId(listboxId, option)}
                  role="option"
                  aria-selected={option.key === activeKey}
                  onMouseMove={() => onHover(option.key)}
                  onClick={() => onSelect(option)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm',
                    option.key === activeKey && 'bg-accent',
                  )}
                >
                  <Thumbnail image={option.image} label={option.label} round={group.kind === 'players'} />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-medium">{option.label}</span>
                    <span className="truncate text-xs text-muted-foreground">{option.detail}</span>
                  </span>
                </div>
              ))}
            </div>
          ))}
        </div>
      ) : (
        // The listbox the input controls still exists while there is nothing to choose.
        <div role="listbox" id={listboxId} aria-label={t({ defaultMessage: 'Search results' })} className="hidden" />
      )}
      <Status state={state} />
    </div>
  );
}

function Status({ state }: { state: SearchPanelState }) {
  const t = useT();
  if (state.kind === 'results' && state.groups.length > 0) return null;
  return (
    <div role="status" className="flex items-center gap-3 px-4 py-4 text-sm text-muted-foreground">
      {state.kind === 'loading' && (
        <>
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t({ defaultMessage: 'Searching…' })}
        </>
      )}
      {state.kind === 'error' && (
        <>
          <span className="flex-1">{t({ defaultMessage: 'Search isn’t answering right now.' })}</span>
          <button
            type="button"
            onClick={state.retry}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 font-medium text-link hover:bg-accent"
          >
            <RotateCw aria-hidden className="size-3.5" />
            {t({ defaultMessage: 'Retry' })}
          </button>
        </>
      )}
      {state.kind === 'results' && (
        <>
          <SearchX aria-hidden className="size-4" />
          {t({ defaultMessage: 'No results' })}
        </>
      )}
    </div>
  );
}

function Thumbnail({ image, label, round }: { image: string | null; label: string; round: boolean }) {
  const shape = round ? 'rounded-full' : 'rounded-md';
  if (image) return <img src={image} alt="" className={cn('size-8 shrink-0 object-cover', shape)} />;
  return (
    <span aria-hidden className={cn('flex size-8 shrink-0 items-center justify-center bg-muted text-xs font-semibold', shape)}>
      {label.slice(0, 1).toUpperCase()}
    </span>
  );
}
