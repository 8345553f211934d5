import { targetInput, type targetUnits, type Target } from '@clutch/contract/organizer';
import { z } from 'zod';
import { validationMessage } from '@/lib/i18n/validation-messages.ts';

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
export const isReady = (v: Pick<TargetFormValues, 'title' | 'unit' | 'targetValue'>) => v.title.trim() !== '' && v.unit !== '' && Number(v.targetValue) > 0;

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The dialog's resolver schema: the form mapped to the wire body, then the contract's `targetInput`. */
export const targetFormSchema = z
  .custom<TargetFormValues>()
  .transform(
    (v): unknown => ({
      title: v.title,
      description: v.description.trim() || null,
      targetValue: toNumber(v.targetValue),
      currentValue: v.currentValue.trim() === '' ? 0 : toNumber(v.currentValue),
      unit: v.unit || undefined,
    }),
  )
  .pipe(targetInput);
export type TargetFormOutput = z.output<typeof targetFormSchema>;

const enterNumber = validationMessage({ defaultMessage: 'Enter a number.' });
const chooseUnit = validationMessage({ defaultMessage: 'Choose a unit.' });
const tooLarge = validationMessage({ defaultMessage: 'That is too large.' });

/** Messages for the contract's rules that carry none of their own. */
export const targetMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.expected === 'number') return enterNumber;
  if (issue.path?.[0] === 'unit') return chooseUnit;
  if (issue.code === 'too_big') return tooLarge;
  return undefined;
};
