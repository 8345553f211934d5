import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A destination of Discover: icon, title, what it is for, and its live numbers (`stats`) when known. */
export function DiscoverCard({
  to,
  icon: Icon,
  title,
  description,
  stats,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  stats?: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-6 shadow-sm transition-colors hover:border-primary/60 hover:bg-accent/40"
    >
      <span className="flex size-10 items-center justify-center rounded-md bg-primary/15 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="flex flex-col gap-1">
        <span className="font-semibold group-hover:text-link">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
      {stats && <span className="mt-auto flex flex-wrap items-center gap-2 text-sm font-medium">{stats}</span>}
    </Link>
  );
}
