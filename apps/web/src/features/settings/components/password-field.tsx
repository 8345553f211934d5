import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslateValidation } from '@/lib/i18n/validation-messages.ts';

/** A labelled password input with its validation message tied to it, in the active language. */
export function PasswordField({
  label,
  error,
  ...props
}: Omit<ComponentProps<typeof Input>, 'type' | 'id'> & { label: string; error?: string }) {
  const translate = useTranslateValidation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive-text">
          {translate(error)}
        </p>
      )}
    </div>
  );
}
