import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export function DiscoverCard({ to, icon: Icon, title, description }: { to: string; icon: LucideIcon; title: string; description: string }) {
  return (
    <Link
      to={to}
      className="group flex flex-col gap-3 rounded-lg border bg-card p-6 shadow-sm transition-colors hover:border-primary/60 hover:bg-accent/40"
    >
      <span className="flex size-10 items-center justify-center rounded-md bg-primary/15 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="flex flex-col gap-1">
        <span className="font-semibold group-hover:text-link">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
    </Link>
  );
}
