import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Input } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';

/** The top bar's search: Enter opens the tournament list filtered by the text. */
export function SearchBox({ className }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (!search) return;
    navigate({ pathname: paths.app.tournaments(), search: `?${new URLSearchParams({ search })}` });
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search tournaments, teams, players..."
        autoComplete="off"
        className="h-9 bg-muted/50 pl-9"
      />
    </form>
  );
}
