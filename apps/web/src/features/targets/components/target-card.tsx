import { targetProgress, type Target } from '@clutch/contract/organizer';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { progressLabels, unitLabels } from '../lib/target-labels.ts';

const barColour = { completed: 'bg-success', nearly: 'bg-warning', progress: 'bg-primary' } as const;

/** "1,200 / 2,000 followers", "€450 / €1,000": up to two decimals, in the reader's language. */
function amounts(t: Translate, target: Target) {
  const values = { current: target.currentValue, target: target.targetValue };
  if (target.unit === '€')
    return t({ defaultMessage: '€{current, number, ::.##} / €{target, number, ::.##}', description: 'A target’s progress in euros' }, values);
  if (target.unit === '$')
    return t({ defaultMessage: '${current, number, ::.##} / ${target, number, ::.##}', description: 'A target’s progress in dollars' }, values);
  return t(
    { defaultMessage: '{current, number, ::.##} / {target, number, ::.##} {unit}', description: 'A target’s progress: the figures, then the unit' },
    { ...values, unit: t(unitLabels[target.unit]) },
  );
}

/** A target with its progress: capped at 100 %, 'Nearly There' from 80 % (warning), 'Completed' at 100 % (success). */
export function TargetCard({ target, onEdit, onDelete }: { target: Target; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  const progress = targetProgress(target.currentValue, target.targetValue);
  const percent = Math.round(progress.percent);
  const badge = progressLabels[progress.state];
  const label = badge && t(badge);
  return (
    <li className="flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg leading-tight font-semibold break-words">{target.title}</h2>
          {target.description && <p className="text-sm text-muted-foreground">{target.description}</p>}
        </div>
        {label && (
          <Badge variant={progress.state === 'completed' ? 'success' : 'warning'} data-state={progress.state}>
            {label}
          </Badge>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="tabular-nums">{amounts(t, target)}</span>
          <span className="font-semibold tabular-nums">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={t({ defaultMessage: '{title} progress' }, { title: target.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%${label ? `, ${label}` : ''}`}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div data-state={progress.state} className={cn('h-full rounded-full transition-[width]', barColour[progress.state])} style={{ width: `${progress.percent}%` }} />
        </div>
      </div>
      {target.canEdit && (
        <div className="mt-auto flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t({ defaultMessage: 'Edit {title}' }, { title: target.title })}>
            <Pencil aria-hidden />
            {t({ defaultMessage: 'Edit' })}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={t({ defaultMessage: 'Delete {title}' }, { title: target.title })}
            className="text-destructive-text"
          >
            <Trash2 aria-hidden />
            {t({ defaultMessage: 'Delete' })}
          </Button>
        </div>
      )}
    </li>
  );
}
