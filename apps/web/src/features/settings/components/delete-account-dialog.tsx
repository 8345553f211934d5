import { deleteAccountBody } from '@clutch/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { sessionQueryKey, storeUser } from '@/features/auth/api/session.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { PasswordField } from './password-field.tsx';
import { validationMessage } from '@/lib/i18n/validation-messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { clearOfflineData } from '@/lib/pwa/offline-api.ts';
import { disablePush } from '@/lib/pwa/push-device.ts';

const deleteAccountForm = z
  .object({
    password: deleteAccountBody.shape.password,
    confirmPassword: z.string().min(1, { message: validationMessage({ defaultMessage: 'Please confirm your password' }) }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: validationMessage({ defaultMessage: "Passwords don't match" }),
    when: () => true,
  });
type DeleteAccountForm = z.infer<typeof deleteAccountForm>;

const empty: DeleteAccountForm = { password: '', confirmPassword: '' };

export function DeleteAccountDialog({ userId }: { userId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount({
    onSuccess: () => {
      toast.success(t({ defaultMessage: 'Your account has been permanently deleted.' }));
      // The server has ended the session. Leaving without a reload keeps the toast on screen. Dropping the
      // cached session (rather than setting it to null) lets this page unmount first; the next reader asks
      // the server again.
      void navigate(paths.auth.login(), { replace: true });
      storeUser(null);
      queryClient.removeQueries({ queryKey: sessionQueryKey });
      // The server forgot the account's push subscriptions; this browser drops its own and the offline copies.
      void disablePush({ tellServer: false }).catch(() => undefined);
      void clearOfflineData();
    },
    onError: () => toast.error(t({ defaultMessage: 'Failed to delete account' })),
  });
  const form = useForm<DeleteAccountForm>({ resolver: zodResolver(deleteAccountForm), defaultValues: empty });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) form.reset(empty);
  };

  const submit = form.handleSubmit(({ password }) => remove.mutate({ userId, password }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">{t({ defaultMessage: 'Delete Account' })}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t({ defaultMessage: 'Delete Account' })}</DialogTitle>
          <DialogDescription>
            {t({
              defaultMessage:
                'This permanently deletes your account and signs you out everywhere. It cannot be undone. Enter your password twice to confirm.',
            })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <PasswordField
            label={t({ defaultMessage: 'Password' })}
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label={t({ defaultMessage: 'Confirm password' })}
            autoComplete="current-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                {t({ defaultMessage: 'Cancel' })}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending && <Spinner className="size-4" />}
              {t({ defaultMessage: 'Delete Account' })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
