import { BEST_OF_VALUES } from '@clutch/contract/organizer';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useFormContext, type FieldErrors, type FieldValues } from 'react-hook-form';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/cn.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import type { TournamentFormValues } from '../../lib/tournament-form-schema.ts';

export const descriptionOptional = defineMessage({ defaultMessage: 'Description (optional)' });

/** The message react-hook-form holds at a dotted path (field arrays and whole-object rules included). */
function messageAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  if (!node || typeof node !== 'object') return undefined;
  const { message, root } = node as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string' && message) return message;
  return typeof root?.message === 'string' ? root.message : undefined;
}

/** A section's hold on the tournament form: the form's methods, and `err(path)`, the message at a field's path. */
export function useTournamentForm() {
  const form = useFormContext<TournamentFormValues>();
  const { errors } = form.formState;
  return { ...form, err: (path: string) => messageAt(errors, path) };
}

/** A native select styled like our inputs: phones get their own picker, and long lists (time zones) stay searchable by typing. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full cursor-pointer rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}

/** The best-of choices a match can be played over: 1, 3, 5 or 7. */
export function BestOfSelect(props: ComponentProps<'select'>) {
  return (
    <NativeSelect {...props}>
      {BEST_OF_VALUES.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </NativeSelect>
  );
}

/** A titled group of fields, as one card of the form. */
export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

export function CheckboxField({ id, label, hint, ...props }: ComponentProps<'input'> & { id: string; label: ReactNode; hint?: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary" {...props} />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
    </div>
  );
}
