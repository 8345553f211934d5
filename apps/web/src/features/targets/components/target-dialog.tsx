import { targetUnits, type Target } from '@clutch/contract/organizer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
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
import { unitLabels } from '../lib/target-labels.ts';

const isUnit = (v: string): v is TargetUnit => (targetUnits as readonly string[]).includes(v);

/** Create or edit a target; `target` null means create. Open while `open`. */
export function TargetDialog({ open, target, onOpenChange }: { open: boolean; target: Target | null; onOpenChange: (o: boolean) => void }) {
  const t = useT();
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
          toast.success(target ? t({ defaultMessage: 'Target Updated' }) : t({ defaultMessage: 'Target Created' }));
          onOpenChange(false);
        },
        onError: (err) => form.setError('root', { message: errorMessage(err, t({ defaultMessage: 'Could not save the target. Try again.' })) }),
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={target ? t({ defaultMessage: 'Edit Target' }) : t({ defaultMessage: 'Add Target' })}
      description={t({ defaultMessage: 'Set a goal for your organization and track how close it is.' })}
      onSubmit={submit}
      error={errors.root?.message}
      submitLabel={target ? t({ defaultMessage: 'Update' }) : t({ defaultMessage: 'Create' })}
      pending={save.isPending}
      disabled={!isReady({ title, unit, targetValue })}
    >
      {textField('title', 'target-title', t({ defaultMessage: 'Title' }), { autoComplete: 'off' })}
      {textField('description', 'target-description', t({ defaultMessage: 'Description (optional)' }), { autoComplete: 'off' })}
      <div className="grid grid-cols-2 gap-4">
        {textField('targetValue', 'target-value', t({ defaultMessage: 'Target value' }), { type: 'number', inputMode: 'decimal', min: 0 })}
        {textField('currentValue', 'target-current', t({ defaultMessage: 'Current value' }), { type: 'number', inputMode: 'decimal', min: 0, placeholder: '0' })}
      </div>
      <Field id="target-unit" label={t({ defaultMessage: 'Unit' })} error={errors.unit?.message}>
        <Controller
          control={form.control}
          name="unit"
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={(v) => isUnit(v) && field.onChange(v)}>
              <SelectTrigger {...describedBy('target-unit', errors.unit?.message)}>
                <SelectValue placeholder={t({ defaultMessage: 'Choose a unit' })} />
              </SelectTrigger>
              <SelectContent>
                {targetUnits.map((u) => (
                  <SelectItem key={u} value={u}>
                    {t(unitLabels[u])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
    </FormDialog>
  );
}
