import { openBracketEndpoints, type ExportFormat } from '@clutch/contract/open-bracket';
import { fillPath } from '@clutch/contract/endpoint';
import { ChevronDown, Download, FileJson, FileSpreadsheet } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** The download URL of a tournament's export: Open Bracket Format JSON or its standings as CSV. */
export const exportHref = (tournamentId: string, format: ExportFormat) =>
  `${fillPath(openBracketEndpoints.export.path, { id: tournamentId })}?format=${format}`;

/**
 * "Export": the tournament as an Open Bracket Format file (for other bracket tools) or its standings as a
 * spreadsheet. Plain downloads: the server names the file and refuses anyone who cannot see the tournament.
 */
export function ExportMenu({ tournamentId }: { tournamentId: string }) {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden />
        {t({ defaultMessage: 'Export' })}
        <ChevronDown aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
