import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Input } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { useSearch } from '@/features/search/api/search.ts';
import { optionId, SearchResultsPanel, type SearchPanelState } from '@/features/search/components/search-results-panel.tsx';
import { searchGroups, type SearchOption } from '@/features/search/lib/search-options.ts';
import { useDebouncedValue } from '@/features/search/lib/use-debounced-value.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** How long typing must pause before the box asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The top bar's search: an ARIA combobox whose dropdown lists tournaments, teams, games and players as you type.
 * Arrow keys move through the results, Enter opens one (or, with none chosen, the tournament list filtered by the
 * text), Escape closes the dropdown and keeps the text.
 */
export function SearchBox({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const listboxId = `${id}-results`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const term = text.trim();
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const open = focused && !dismissed && term.length > 0;
  const query = useSearch(open ? debouncedTerm : '');

  const groups = useMemo(() => (query.data ? searchGroups(query.data, t) : []), [query.data, t]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const settled = debouncedTerm === term && !query.isPlaceholderData;

  const state: SearchPanelState =
    query.isError && settled
      ? { kind: 'error', retry: () => void query.refetch() }
      : query.data && (settled || groups.length > 0)
        ? { kind: 'results', groups }
        : { kind: 'loading' };

  const visibleOptions = state.kind === 'results' ? options : [];
  const active = visibleOptions.find((o) => o.key === activeKey) ?? null;

  useEffect(() => {
    if (active) document.getElementById(optionId(listboxId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, listboxId]);

  const choose = (option: SearchOption) => {
    navigate(option.href);
    setText('');
    setActiveKey(null);
  };

  const move = (step: 1 | -1) => {
    if (visibleOptions.length === 0) return;
    const index = active ? visibleOptions.indexOf(active) : -1;
    const next = index === -1 ? (step === 1 ? 0 : visibleOptions.length - 1) : (index + step + visibleOptions.length) % visibleOptions.length;
    setActiveKey(visibleOptions[next]!.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setDismissed(false);
          return;
        }
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Escape':
        if (open) {
          // Keeps the text: a search input would clear itself on Escape.
          event.preventDefault();
          setDismissed(true);
          setActiveKey(null);
        }
        return;
      case 'Enter':
        if (open && active) {
          event.preventDefault();
          choose(active);
        }
        return;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!term) return;
    setDismissed(true);
    navigate({ pathname: paths.app.tournaments(), search: `?${new URLSearchParams({ search: term })}` });
  };

  return (
    <form role="search" onSubmit={submit} className={cn('sm:relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t({ defaultMessage: 'Search' })}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && active ? optionId(listboxId, active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setActiveKey(null);
          }}
          placeholder={t({ defaultMessage: 'Search tournaments, teams, players...' })}
          autoComplete="off"
          className="h-9 bg-muted/50 pl-9"
        />
      </div>
      {open && (
        <SearchResultsPanel
          listboxId={listboxId}
          state={state}
          activeKey={active?.key ?? null}
          onHover={setActiveKey}
          onSelect={choose}
        />
      )}
    </form>
  );
}
