import { targetUnitLabels, targetUnits, type Target } from '@clutch/contract/organizer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useSaveTarget } from '../api/targets.ts';
import {
  emptyTargetForm,
  isReady,
  targetFormSchema,
  targetMessages,
  targetToForm,
  type TargetFormOutput,
  type TargetFormValues,
  type TargetUnit,
} from '../lib/target-form.ts';

const isUnit = (v: string): v is TargetUnit => (targetUnits as readonly string[]).includes(v);

/** Create or edit a target; `target` null means create. Open while `open`. */
export function TargetDialog({ open, target, onOpenChange }: { open: boolean; target: Target | null; onOpenChange: (o: boolean) => void }) {
  const [resolver] = useState(() => zodResolver(targetFormSchema, { error: targetMessages }));
  const form = useForm<TargetFormValues, unknown, TargetFormOutput>({ resolver, defaultValues: target ? targetToForm(target) : emptyTargetForm() });
  const { errors } = form.formState;
  const [title, unit, targetValue] = useWatch({ control: form.control, name: ['title', 'unit', 'targetValue'] });
  const save = useSaveTarget();

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: target?.id, input },
      {
        onSuccess: () => {
          toast.success(target ? 'Target Updated' : 'Target Created');
          onOpenChange(false);
        },
        onError: (err) => form.setError('root', { message: errorMessage(err, 'Could not save the target. Try again.') }),
      },
    ),
  );

  const textField = (name: 'title' | 'description' | 'targetValue' | 'currentValue', id: string, label: string, props: React.ComponentProps<'input'>) => {
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <Input {...props} {...describedBy(id, error)} {...form.register(name)} />
      </Field>
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
          {textField('title', 'target-title', 'Title', { autoComplete: 'off' })}
          {textField('description', 'target-description', 'Description (optional)', { autoComplete: 'off' })}
          <div className="grid grid-cols-2 gap-4">
            {textField('targetValue', 'target-value', 'Target value', { type: 'number', inputMode: 'decimal', min: 0 })}
            {textField('currentValue', 'target-current', 'Current value', { type: 'number', inputMode: 'decimal', min: 0, placeholder: '0' })}
          </div>
          <Field id="target-unit" label="Unit" error={errors.unit?.message}>
            <Controller
              control={form.control}
              name="unit"
              render={({ field }) => (
                <Select value={field.value || undefined} onValueChange={(v) => isUnit(v) && field.onChange(v)}>
                  <SelectTrigger {...describedBy('target-unit', errors.unit?.message)}>
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
              )}
            />
          </Field>
          <FormMessage>{errors.root?.message}</FormMessage>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!isReady({ title, unit, targetValue }) || save.isPending}>
              {save.isPending && <Spinner className="size-4" />}
              {target ? 'Update' : 'Create'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
