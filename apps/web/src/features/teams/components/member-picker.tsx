import type { PlayerListItem } from '@clutch/contract/users';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { usePlayerSearch } from '@/features/tournaments/api/search-players.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useDebouncedCallback } from '@/lib/use-debounced-callback.ts';

export type PickedPlayer = Pick<PlayerListItem, 'id' | 'nickname' | 'photoUrl'>;

/**
 * Picks players from a debounced player search, for a new team (the join flow) or an existing one (Invite players).
 * `taken` players are already on the team (the captain, the user, counts as one) and `excludeIds` never show in the
 * results; adding stops at `max` players in all. `summary` says the count in the caller's words.
 */
export function MemberPicker({
  selfId,
  picked,
  onChange,
  max,
  summary,
  taken = 1,
  excludeIds = [],
  legend,
  error,
}: {
  selfId: string;
  picked: PickedPlayer[];
  onChange: (next: PickedPlayer[]) => void;
  max: number;
  summary: string;
  taken?: number;
  excludeIds?: readonly string[];
  legend?: string;
  error?: string;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const debounced = useDebouncedCallback((value: string) => setTerm(value.trim()), 300);
  const search = usePlayerSearch(term);
  const full = picked.length + taken >= max;
  const results = (search.data ?? []).filter((p) => p.id !== selfId && !excludeIds.includes(p.id) && !picked.some((q) => q.id === p.id));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{legend ?? t({ defaultMessage: 'Members' })}</legend>
      <p id="member-count" className="text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      <ul aria-label={t({ defaultMessage: 'Chosen members' })} className="flex flex-wrap gap-2">
        {picked.map((p) => (
          <li key={p.id} className="inline-flex items-center gap-1.5 rounded-full border bg-secondary py-0.5 pr-1 pl-1 text-sm">
            <TeamAvatar name={p.nickname} photoUrl={p.photoUrl} className="size-5 text-[10px]" />
            {p.nickname}
            <button
              type="button"
              aria-label={t({ defaultMessage: 'Remove {player}' }, { player: p.nickname })}
              onClick={() => onChange(picked.filter((q) => q.id !== p.id))}
              className="inline-flex size-5 cursor-pointer items-center justify-center rounded-full hover:bg-accent [&_svg]:size-3"
            >
              <X aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Label htmlFor="member-search" className="sr-only">
        {t({ defaultMessage: 'Search players' })}
      </Label>
      <Input
        id="member-search"
        type="search"
        placeholder={full ? t({ defaultMessage: 'The team is full' }) : t({ defaultMessage: 'Search players by nickname' })}
        value={text}
        disabled={full}
        aria-describedby={error ? 'member-count member-error' : 'member-count'}
        onChange={(e) => {
          setText(e.target.value);
          debounced(e.target.value);
        }}
      />
      {error && (
        <p id="member-error" role="alert" className="text-sm text-destructive-text">
          {error}
        </p>
      )}
      {!full && term && (
        <ul aria-label={t({ defaultMessage: 'Search results' })} className="flex max-h-48 flex-col gap-1 overflow-y-auto">
          {search.isFetching && results.length === 0 && <li className="text-sm text-muted-foreground">{t({ defaultMessage: 'Searching…' })}</li>}
          {search.isError && <li className="text-sm text-destructive-text">{t({ defaultMessage: 'Could not search players.' })}</li>}
          {search.isSuccess && !search.isFetching && results.length === 0 && <li className="text-sm text-muted-foreground">{t({ defaultMessage: 'No players found.' })}</li>}
          {results.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 rounded-md px-1 py-1 hover:bg-accent">
              <span className="inline-flex min-w-0 items-center gap-2 text-sm">
                <TeamAvatar name={p.nickname} photoUrl={p.photoUrl} className="size-6 text-xs" />
                <span className="truncate">{p.nickname}</span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={t({ defaultMessage: 'Add {player}' }, { player: p.nickname })}
                onClick={() => {
                  onChange([...picked, { id: p.id, nickname: p.nickname, photoUrl: p.photoUrl }]);
                  setText('');
                  setTerm('');
                  debounced.cancel();
                }}
              >
                <Plus aria-hidden />
                {t({ defaultMessage: 'Add', description: 'Add a player to the team' })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
