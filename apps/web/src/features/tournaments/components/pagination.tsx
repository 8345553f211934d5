import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Previous / Next with where we are; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t({ defaultMessage: 'Pagination' })} className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        {t({ defaultMessage: 'Previous', description: 'Button to the previous page of a list' })}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t({ defaultMessage: 'Page {page} of {pages}' }, { page: Math.min(page, pages), pages })}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t({ defaultMessage: 'Next', description: 'Button to the next page of a list' })}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
