import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import type { PlacementRow, PlacementsFormValues } from '@/lib/placements-form.ts';

export interface PlacementsTableProps {
  rows: PlacementRow[];
  nameOf: (teamRegistrationId: string) => string;
  errors: FieldErrors<PlacementsFormValues>;
  /** The registered box of a row's place or eliminations. */
  field: (name: `rows.${number}.place` | `rows.${number}.kills`) => UseFormRegisterReturn;
}

/** A lobby game's placements form body: each entrant with its place and eliminations boxes and their messages. */
export function PlacementsTable({ rows, nameOf, errors, field }: PlacementsTableProps) {
  const t = useT();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t({ defaultMessage: 'Placements' })}</caption>
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="pb-2 text-left font-medium">{t({ defaultMessage: 'Entrant', description: 'Leaderboard column: the team or player' })}</th>
          <th scope="col" className="w-16 pb-2 pr-2 text-left font-medium sm:w-20">{t({ defaultMessage: 'Place', description: 'Column: the place an entrant finished a game in' })}</th>
          <th scope="col" className="w-16 pb-2 text-left font-medium sm:w-20">{t({ defaultMessage: 'Eliminations' })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const name = nameOf(row.teamRegistrationId);
          const placeError = errors.rows?.[i]?.place?.message;
          const killsError = errors.rows?.[i]?.kills?.message;
          const describe = [placeError && `placement-${i}-place-error`, killsError && `placement-${i}-kills-error`].filter(Boolean).join(' ') || undefined;
          return (
            <tr key={row.teamRegistrationId} className="border-t align-top">
              <th scope="row" className="max-w-0 py-2 pr-2 text-left font-medium">
                <span className="block truncate" title={name}>{name}</span>
                <FormMessage id={`placement-${i}-place-error`} className="whitespace-normal font-normal">{placeError}</FormMessage>
                <FormMessage id={`placement-${i}-kills-error`} className="whitespace-normal font-normal">{killsError}</FormMessage>
              </th>
              <td className="py-2 pr-2">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={rows.length}
                  aria-label={t({ defaultMessage: 'Place of {team}' }, { team: name })}
                  aria-invalid={placeError ? true : undefined}
                  aria-describedby={describe}
                  {...field(`rows.${i}.place`)}
                />
              </td>
              <td className="py-2">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  placeholder="0"
                  aria-label={t({ defaultMessage: 'Eliminations of {team}' }, { team: name })}
                  aria-invalid={killsError ? true : undefined}
                  aria-describedby={describe}
                  {...field(`rows.${i}.kills`)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
