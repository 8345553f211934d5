import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * A button that asks first: the dialog says what will happen, Cancel keeps things as they are, and the confirm
 * button runs `onConfirm` (busy meanwhile); the dialog closes once it resolves, or stays when it throws.
 */
export function ConfirmButton({
  children,
  label,
  variant = 'outline',
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  children: ReactNode;
  /** The trigger's accessible name when its text is not enough ("Remove luna"). */
  label?: string;
  variant?: ButtonProps['variant'];
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller said what went wrong (a toast); the dialog stays for another try or Cancel.
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant={variant} aria-label={label}>
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t({ defaultMessage: 'Cancel' })}</AlertDialogCancel>
          <Button variant={variant === 'destructive' ? 'destructive' : 'default'} onClick={() => void confirm()} disabled={pending} aria-busy={pending}>
            {pending && <Spinner className="size-4" />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
