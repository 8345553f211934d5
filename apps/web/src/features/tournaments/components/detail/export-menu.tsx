import { ChevronDown, Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

const loadItems = () => import('./export-menu-items.tsx');
const ExportMenuItems = lazy(() => loadItems().then((m) => ({ default: m.ExportMenuItems })));

/**
 * "Export": the tournament as an Open Bracket Format file (for other bracket tools) or its standings as a
 * spreadsheet. Plain downloads: the server names the file and refuses anyone who cannot see the tournament. The
 * items load when the button is pointed at, focused or opened, with a placeholder of their height until then.
 */
export function ExportMenu({ tournamentId }: { tournamentId: string }) {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonVariants({ variant: 'outline' })} onPointerEnter={() => void loadItems()} onFocus={() => void loadItems()}>
        <Download aria-hidden />
        {t({ defaultMessage: 'Export' })}
        <ChevronDown aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <Suspense fallback={<div className="h-18 w-64 animate-pulse rounded-sm bg-muted" aria-hidden />}>
          <ExportMenuItems tournamentId={tournamentId} />
        </Suspense>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
