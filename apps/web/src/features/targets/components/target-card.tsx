import { targetProgress, targetUnitLabels, type Target } from '@clutch/contract/organizer';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

const barColour = { completed: 'bg-success', nearly: 'bg-warning', progress: 'bg-primary' } as const;

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** "1,200 / 2,000 followers", "€450 / €1,000". */
function amounts(t: Target) {
  if (t.unit === '€' || t.unit === '$') return `${t.unit}${number.format(t.currentValue)} / ${t.unit}${number.format(t.targetValue)}`;
  return `${number.format(t.currentValue)} / ${number.format(t.targetValue)} ${targetUnitLabels[t.unit]}`;
}

/** A target with its progress: capped at 100 %, 'Nearly There' from 80 % (warning), 'Completed' at 100 % (success). */
export function TargetCard({ target: t, onEdit, onDelete }: { target: Target; onEdit: () => void; onDelete: () => void }) {
  const progress = targetProgress(t.currentValue, t.targetValue);
  const percent = Math.round(progress.percent);
  return (
    <li className="flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg leading-tight font-semibold break-words">{t.title}</h2>
          {t.description && <p className="text-sm text-muted-foreground">{t.description}</p>}
        </div>
        {progress.label && (
          <Badge variant={progress.state === 'completed' ? 'success' : 'warning'} data-state={progress.state}>
            {progress.label}
          </Badge>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="tabular-nums">{amounts(t)}</span>
          <span className="font-semibold tabular-nums">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`${t.title} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%${progress.label ? `, ${progress.label}` : ''}`}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div data-state={progress.state} className={cn('h-full rounded-full transition-[width]', barColour[progress.state])} style={{ width: `${progress.percent}%` }} />
        </div>
      </div>
      {t.canEdit && (
        <div className="mt-auto flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${t.title}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${t.title}`} className="text-destructive-text">
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
