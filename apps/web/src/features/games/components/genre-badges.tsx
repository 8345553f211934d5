import type { Genre } from '@clutch/contract/games';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { genreLabels, genresLabel } from '../lib/game-labels.ts';

/** A game's genres as badges; nothing when it has none. */
export function GenreBadges({ genres }: { genres: Genre[] }) {
  const t = useT();
  if (genres.length === 0) return null;
  return (
    <ul aria-label={t(genresLabel)} className="flex flex-wrap gap-1">
      {genres.map((g) => (
        <li key={g}>
          <Badge variant="secondary">{t(genreLabels[g])}</Badge>
        </li>
      ))}
    </ul>
  );
}
