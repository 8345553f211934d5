import { openBracketEndpoints, type ExportFormat } from '@clutch/contract/open-bracket';
import { fillPath } from '@clutch/contract/endpoint';
import { FileJson, FileSpreadsheet } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** The download URL of a tournament's export: Open Bracket Format JSON or its standings as CSV. */
const exportHref = (tournamentId: string, format: ExportFormat) =>
  `${fillPath(openBracketEndpoints.export.path, { id: tournamentId })}?format=${format}`;

/**
 * The export menu's two downloads. Their own chunk, loaded when the menu is first pointed at or opened: the Open
 * Bracket contract they take their path from builds the organizer's and the competition's schemas.
 */
export function ExportMenuItems({ tournamentId }: { tournamentId: string }) {
  const t = useT();
  return (
    <>
      <DropdownMenuItem asChild>
        <a href={exportHref(tournamentId, 'obf')} download>
          <FileJson aria-hidden />
          {t({ defaultMessage: 'Bracket (Open Bracket Format JSON)' })}
        </a>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <a href={exportHref(tournamentId, 'csv')} download>
          <FileSpreadsheet aria-hidden />
          {t({ defaultMessage: 'Standings (CSV)' })}
        </a>
      </DropdownMenuItem>
    </>
  );
}
