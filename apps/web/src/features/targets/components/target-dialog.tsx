import { targetUnitLabels, targetUnits, type Target } from '@clutch/contract/organizer';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useSaveTarget } from '../api/targets.ts';
import { emptyTargetForm, isReady, parseTargetForm, targetToForm, type TargetFieldErrors, type TargetFormValues, type TargetUnit } from '../lib/target-form.ts';

const isUnit = (v: string): v is TargetUnit => (targetUnits as readonly string[]).includes(v);

function TextField({
  id,
  label,
  error,
  ...props
}: React.ComponentProps<'input'> & { id: string; label: string; error?: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      <FormMessage id={`${id}-error`}>{error}</FormMessage>
    </div>
  );
}

/** Create or edit a target; `target` null means create. Open while `open`. */
export function TargetDialog({ open, target, onOpenChange }: { open: boolean; target: Target | null; onOpenChange: (o: boolean) => void }) {
  const [values, setValues] = useState<TargetFormValues>(() => (target ? targetToForm(target) : emptyTargetForm()));
  const [errors, setErrors] = useState<TargetFieldErrors & { form?: string }>({});
  const save = useSaveTarget();
  const set = (patch: Partial<TargetFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = parseTargetForm(values);
    if (!parsed.ok) return setErrors(parsed.errors);
    save.mutate(
      { id: target?.id, input: parsed.input },
      {
        onSuccess: () => {
          toast.success(target ? 'Target Updated' : 'Target Created');
          onOpenChange(false);
        },
        onError: (err) => setErrors({ form: errorMessage(err, 'Could not save the target. Try again.') }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{target ? 'Edit Target' : 'Add Target'}</DialogTitle>
          <DialogDescription>Set a goal for your organization and track how close it is.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField id="target-title" label="Title" autoComplete="off" value={values.title} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
          <TextField
            id="target-description"
            label="Description (optional)"
            autoComplete="off"
            value={values.description}
            error={errors.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              id="target-value"
              label="Target value"
              type="number"
              inputMode="decimal"
              min={0}
              value={values.targetValue}
              error={errors.targetValue}
              onChange={(e) => set({ targetValue: e.target.value })}
            />
            <TextField
              id="target-current"
              label="Current value"
              type="number"
              inputMode="decimal"
              min={0}
              placeholder="0"
              value={values.currentValue}
              error={errors.currentValue}
              onChange={(e) => set({ currentValue: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="target-unit">Unit</Label>
            <Select value={values.unit || undefined} onValueChange={(v) => isUnit(v) && set({ unit: v })}>
              <SelectTrigger id="target-unit" aria-invalid={errors.unit ? true : undefined} aria-describedby={errors.unit ? 'target-unit-error' : undefined}>
                <SelectValue placeholder="Choose a unit" />
              </SelectTrigger>
              <SelectContent>
                {targetUnits.map((u) => (
                  <SelectItem key={u} value={u}>
                    {targetUnitLabels[u]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage id="target-unit-error">{errors.unit}</FormMessage>
          </div>
          <FormMessage>{errors.form}</FormMessage>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!isReady(values) || save.isPending}>
              {save.isPending && <Spinner className="size-4" />}
              {target ? 'Update' : 'Create'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
