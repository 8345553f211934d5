import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden className={cn('size-5 animate-spin', className)} />
      {label ? <span>{label}</span> : <span className="sr-only">{t({ defaultMessage: 'Loading' })}</span>}
    </span>
  );
}
