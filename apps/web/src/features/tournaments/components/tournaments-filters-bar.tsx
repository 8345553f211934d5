import { publicTournamentStatuses } from '@clutch/contract/tournaments';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { SelectItem } from '@/components/ui/select.tsx';
import { SearchInput } from '@/components/ui/search-input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { gameFilterOptions } from '../lib/game-filters.ts';
import { statusFilterLabels } from '@/lib/tournament-status.ts';
import type { PublicStatus, TournamentsFilters } from '../lib/tournaments-filters.ts';

/** Select items must not have an empty value (spec §5), so "every game" and "default status" get their own. */
const ALL_GAMES = 'all';
const DEFAULT_STATUS = 'default';

export function TournamentsFiltersBar({
  filters,
  onChange,
}: {
  filters: TournamentsFilters;
  onChange: (next: Partial<TournamentsFilters>, options?: { replace?: boolean }) => void;
}) {
  const t = useT();
  const knownGame = gameFilterOptions.some((g) => g.value === filters.game);
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchInput
        label={t({ defaultMessage: 'Search tournaments' })}
        placeholder={t({ defaultMessage: 'Search tournaments...' })}
        value={filters.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
        className="md:max-w-sm md:flex-1"
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <FilterSelect
          label={t({ defaultMessage: 'Game', description: 'Label of the game filter' })}
          value={filters.game || ALL_GAMES}
          onValueChange={(v) => onChange({ game: v === ALL_GAMES ? '' : v, page: 1 })}
          className="md:w-52"
        >
          <SelectItem value={ALL_GAMES}>{t({ defaultMessage: 'All games' })}</SelectItem>
          {gameFilterOptions.map((g) => (
            <SelectItem key={g.value} value={g.value}>
              {g.label}
            </SelectItem>
          ))}
          {filters.game && !knownGame && <SelectItem value={filters.game}>{filters.game}</SelectItem>}
        </FilterSelect>
        <FilterSelect
          label={t({ defaultMessage: 'Status', description: 'Label of the tournament status filter' })}
          value={filters.status || DEFAULT_STATUS}
          onValueChange={(v) => onChange({ status: v === DEFAULT_STATUS ? '' : (v as PublicStatus), page: 1 })}
          className="md:w-56"
        >
          <SelectItem value={DEFAULT_STATUS}>{t({ defaultMessage: 'Open first (default)' })}</SelectItem>
          {publicTournamentStatuses.map((s) => (
            <SelectItem key={s} value={s}>
              {t(statusFilterLabels[s])}
            </SelectItem>
          ))}
        </FilterSelect>
      </div>
    </div>
  );
}
