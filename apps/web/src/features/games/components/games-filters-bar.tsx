import { Button } from '@/components/ui/button.tsx';
import { SearchInput } from '@/components/ui/search-input.tsx';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { genreLabels, popularityLabels } from '../lib/game-labels.ts';
import { filterOptions, hasActiveFilters, type GamesFilters, type MultiFilterKey } from '../lib/games-filters.ts';
import { FilterMenu } from './filter-menu.tsx';

const labels: Record<MultiFilterKey, MessageDescriptor> = {
  genre: defineMessage({ defaultMessage: 'Genre' }),
  popularity: defineMessage({ defaultMessage: 'Popularity' }),
  platform: defineMessage({ defaultMessage: 'Platform' }),
};

/** The options' own words; platforms are names (PC, PS5, Mobile…) and read the same in every language. */
const optionMessages: Record<MultiFilterKey, Partial<Record<string, MessageDescriptor>>> = {
  genre: genreLabels,
  popularity: popularityLabels,
  platform: {},
};

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
  const t = useT();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchInput
        label={t({ defaultMessage: 'Search games' })}
        placeholder={t({ defaultMessage: 'Search games...' })}
        value={filters.search}
        onSearch={(search) => onChange({ search }, { replace: true })}
        className="lg:max-w-sm lg:flex-1"
      />
      <div className="flex flex-wrap items-center gap-2">
        {(['genre', 'popularity', 'platform'] as const).map((key) => (
          <FilterMenu
            key={key}
            label={t(labels[key])}
            options={filterOptions[key]}
            optionLabel={(option) => {
              const message = optionMessages[key][option];
              return message ? t(message) : option;
            }}
            selected={filters[key]}
            onChange={(values) => onChange({ [key]: values })}
          />
        ))}
        {hasActiveFilters(filters) && (
          <Button variant="ghost" onClick={onClear}>
            {t({ defaultMessage: 'Clear Filters' })}
          </Button>
        )}
      </div>
    </div>
  );
}
