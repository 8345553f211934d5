import type { PlayerSort } from '@clutch/contract/users';
import { SearchInput } from '@/components/ui/search-input.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { SelectItem } from '@/components/ui/select.tsx';
import { useGames } from '@/features/games/api/get-games.ts';
import { countryOptions } from '@/lib/countries.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import type { PlayersFilters } from '../lib/players-filters.ts';

/** Select items must not have an empty value (spec §5), so "any" gets its own. */
const ANY = 'any';

const sortLabels: Record<PlayerSort, MessageDescriptor> = {
  followers: defineMessage({ defaultMessage: 'Most followed' }),
  nickname: defineMessage({ defaultMessage: 'A–Z', description: 'Sort players by nickname, alphabetically' }),
  newest: defineMessage({ defaultMessage: 'Newest', description: 'Sort players by when they joined, newest first' }),
};

/** Search by nickname prefix, then country, game and order; each change starts the list again from its first page. */
export function PlayersFiltersBar({ filters, onChange }: { filters: PlayersFilters; onChange: (next: Partial<PlayersFilters>, options?: { replace?: boolean }) => void }) {
  const t = useT();
  const locale = useLocale();
  const games = useGames({});
  const countries = countryOptions(locale);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <SearchInput
        label={t({ defaultMessage: 'Search players' })}
        placeholder={t({ defaultMessage: 'Search players by nickname...' })}
        value={filters.q}
        onSearch={(q) => onChange({ q }, { replace: true })}
        className="lg:max-w-sm lg:flex-1"
      />
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3 lg:flex">
        <FilterSelect contentClassName="max-h-80"
          label={t({ defaultMessage: 'Country' })}
          value={filters.country || ANY}
          onValueChange={(v) => onChange({ country: v === ANY ? '' : v })}
          className="lg:w-48"
        >
          <SelectItem value={ANY}>{t({ defaultMessage: 'All countries' })}</SelectItem>
          {countries.map((c) => (
            <SelectItem key={c.code} value={c.code}>
              {c.name}
            </SelectItem>
          ))}
        </FilterSelect>
        <FilterSelect contentClassName="max-h-80"
          label={t({ defaultMessage: 'Game', description: 'Label of the game filter' })}
          value={filters.gameId || ANY}
          onValueChange={(v) => onChange({ gameId: v === ANY ? '' : v })}
          className="lg:w-48"
        >
          <SelectItem value={ANY}>{t({ defaultMessage: 'All games' })}</SelectItem>
          {games.data?.map((g) => (
            <SelectItem key={g.id} value={g.id}>
              {g.name}
            </SelectItem>
          ))}
          {filters.gameId && !games.data?.some((g) => g.id === filters.gameId) && (
            <SelectItem value={filters.gameId}>{t({ defaultMessage: 'Selected game' })}</SelectItem>
          )}
        </FilterSelect>
        <FilterSelect contentClassName="max-h-80" label={t({ defaultMessage: 'Sort by' })} value={filters.sort} onValueChange={(v) => onChange({ sort: v as PlayerSort })} className="lg:w-44">
          {(Object.keys(sortLabels) as PlayerSort[]).map((s) => (
            <SelectItem key={s} value={s}>
              {t(sortLabels[s])}
            </SelectItem>
          ))}
        </FilterSelect>
      </div>
    </div>
  );
}
