import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { useDebouncedCallback } from '@/lib/use-debounced-callback.ts';
import { Input } from './input.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search field whose `onSearch` fires once typing pauses. It follows `value` when it changes from outside
 * (back/forward, Clear Filters) and keeps what the user is typing otherwise.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  className,
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const emit = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);

  return (
    <div role="search" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        className="pl-9"
        onChange={(event) => {
          setText(event.target.value);
          emit(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            emit.cancel();
            onSearch(text.trim());
          }
        }}
      />
    </div>
  );
}
