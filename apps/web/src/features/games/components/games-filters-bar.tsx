import { Button } from '@/components/ui/button.tsx';
import { SearchInput } from '@/components/ui/search-input.tsx';
import { filterOptions, hasActiveFilters, type GamesFilters, type MultiFilterKey } from '../lib/games-filters.ts';
import { FilterMenu } from './filter-menu.tsx';

const labels: Record<MultiFilterKey, string> = { genre: 'Genre', popularity: 'Popularity', platform: 'Platform' };

/** Search and the Genre, Popularity and Platform menus of Browse Games. */
export function GamesFiltersBar({
  filters,
  onChange,
  onClear,
}: {
  filters: GamesFilters;
  onChange: (next: Partial<GamesFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchInput
        label="Search games"
        placeholder="Search games..."
        value={filters.search}
        onSearch={(search) => onChange({ search }, { replace: true })}
        className="lg:max-w-sm lg:flex-1"
      />
      <div className="flex flex-wrap items-center gap-2">
        {(['genre', 'popularity', 'platform'] as const).map((key) => (
          <FilterMenu
            key={key}
            label={labels[key]}
            options={filterOptions[key]}
            selected={filters[key]}
            onChange={(values) => onChange({ [key]: values })}
          />
        ))}
        {hasActiveFilters(filters) && (
          <Button variant="ghost" onClick={onClear}>
            Clear Filters
          </Button>
        )}
      </div>
    </div>
  );
}
