import type { FormEventHandler, ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { Button, type ButtonProps } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from './dialog.tsx';
import { FormMessage } from './form-message.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A dialog holding one form: the title and description, the fields (`children`), the form's own message (`error`,
 * e.g. the server's refusal) and a footer where Cancel closes the dialog and the submit button, labelled
 * `submitLabel`, turns busy while `pending` and cannot be pressed then, nor while `disabled`. `trigger`, when given,
 * is the button that opens it; the caller owns `open`, so it can reset the form when the dialog closes.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onSubmit,
  error,
  submitLabel,
  submitVariant,
  pending,
  disabled = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error?: string;
  submitLabel: ReactNode;
  submitVariant?: ButtonProps['variant'];
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {children}
          <FormMessage>{error}</FormMessage>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t({ defaultMessage: 'Cancel' })}</Button>
            </DialogClose>
            <Button type="submit" variant={submitVariant} disabled={pending || disabled}>
              {pending && <Spinner className="size-4" />}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
