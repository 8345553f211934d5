import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';

/** The logo as a link; `compact` keeps the mark only (sidebar collapsed to icons). */
export function Brand({ to = paths.home(), compact = false, className }: { to?: string; compact?: boolean; className?: string }) {
  return (
    <Link to={to} className={cn('flex h-9 min-w-0 items-center rounded-md', className)}>
      <Logo withWordmark={!compact} />
    </Link>
  );
}
