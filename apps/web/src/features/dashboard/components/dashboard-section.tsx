import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/use-t.ts';

/** One block of the Dashboard: a heading, an optional "View all" link, and its content. */
export function DashboardSection({
  id,
  title,
  viewAll,
  children,
}: {
  id: string;
  title: string;
  viewAll?: { to: string; label: string };
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {viewAll && (
          <Link
            to={viewAll.to}
            aria-label={viewAll.label}
            className="inline-flex min-h-6 items-center gap-1 rounded-sm text-sm font-medium text-link underline-offset-4 hover:underline"
          >
            {t({ defaultMessage: 'View all' })}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
