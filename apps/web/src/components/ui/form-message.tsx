import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { useTranslateValidation } from '@/lib/i18n/validation-messages.ts';

/**
 * A field's validation message, in the active language when it is one the app knows (the contract's, or a form's
 * own `validationMessage`). Announced when it appears; renders nothing without text.
 */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const translate = useTranslateValidation();
  if (!children) return null;
  return (
    <p role="alert" className={cn('text-sm font-medium text-destructive-text', className)} {...props}>
      {typeof children === 'string' ? translate(children) : children}
    </p>
  );
}
