import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';
import { Select, SelectContent, SelectTrigger, SelectValue } from './select.tsx';

/** A select of a filters bar, with its label above it; its items are the children. */
export function FilterSelect({
  label,
  value,
  onValueChange,
  className,
  contentClassName,
  children,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  /** For long lists (every country): caps the open list's height. */
  contentClassName?: string;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <span id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger aria-labelledby={labelId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className={contentClassName}>{children}</SelectContent>
      </Select>
    </div>
  );
}
