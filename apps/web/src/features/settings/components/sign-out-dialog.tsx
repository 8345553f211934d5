import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { logout } from '@/features/auth/api/logout.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** The spec's sign-out confirmation (§2 "Shell"), shared by the user menu and Settings. */
export function SignOutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const [pending, setPending] = useState(false);

  const confirm = () => {
    setPending(true);
    // logout() always ends on the login page, even when the server call fails.
    logout().catch(() => {});
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t({ defaultMessage: 'Sign Out' })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t({ defaultMessage: 'Are you sure you want to sign out of your account? You will need to log in again to continue.' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t({ defaultMessage: 'Cancel' })}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={pending} aria-busy={pending}>
            {pending && <Spinner className="size-4" />}
            {t({ defaultMessage: 'Confirm Logout' })}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
