import { targetInput, type targetUnits, type Target } from '@clutch/contract/organizer';
import { type z } from 'zod';

export type TargetUnit = (typeof targetUnits)[number];

export interface TargetFormValues {
  title: string;
  description: string;
  targetValue: string;
  currentValue: string;
  unit: TargetUnit | '';
}

export const emptyTargetForm = (): TargetFormValues => ({ title: '', description: '', targetValue: '', currentValue: '', unit: '' });

export const targetToForm = (t: Target): TargetFormValues => ({
  title: t.title,
  description: t.description ?? '',
  targetValue: String(t.targetValue),
  currentValue: String(t.currentValue),
  unit: t.unit,
});

/** Spec §5: create/update stay disabled unless the title is non-empty, a unit is chosen and the target value is above 0. */
export const isReady = (v: TargetFormValues) => v.title.trim() !== '' && v.unit !== '' && Number(v.targetValue) > 0;

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export type TargetFieldErrors = Partial<Record<keyof TargetFormValues, string>>;

/** The wire body, or the contract's messages per field. */
export function parseTargetForm(v: TargetFormValues): { ok: true; input: z.output<typeof targetInput> } | { ok: false; errors: TargetFieldErrors } {
  const parsed = targetInput.safeParse(
    {
      title: v.title,
      description: v.description.trim() || null,
      targetValue: toNumber(v.targetValue),
      currentValue: v.currentValue.trim() === '' ? 0 : toNumber(v.currentValue),
      unit: v.unit || undefined,
    },
    {
      error: (issue) => {
        if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Enter a number.';
        if (issue.path?.[0] === 'unit') return 'Choose a unit.';
        if (issue.code === 'too_big') return 'That is too large.';
        return undefined;
      },
    },
  );
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: TargetFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof TargetFormValues;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
