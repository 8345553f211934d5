import { changePasswordBody } from '@clutch/contract/auth';
import { password } from '@clutch/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { useChangePassword } from '../api/change-password.ts';
import { PasswordField } from './password-field.tsx';
import { validationMessage } from '@/lib/i18n/validation-messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const changePasswordForm = z
  .object({
    currentPassword: changePasswordBody.shape.currentPassword,
    newPassword: password,
    confirmPassword: z.string().min(1, { message: validationMessage({ defaultMessage: 'Please confirm the new password' }) }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: validationMessage({ defaultMessage: "New passwords don't match" }),
    // Report the mismatch even while another field is still invalid.
    when: () => true,
  });
type ChangePasswordForm = z.infer<typeof changePasswordForm>;

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ nickname }: { nickname: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordForm), defaultValues: empty });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(empty);
  };

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { nickname, currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t({ defaultMessage: 'Your password has been updated successfully.' }));
          onOpenChange(false);
        },
        onError: () => toast.error(t({ defaultMessage: 'Failed to change password. Please check your current password and try again.' })),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">{t({ defaultMessage: 'Change Password' })}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t({ defaultMessage: 'Change Password' })}</DialogTitle>
          <DialogDescription>{t({ defaultMessage: 'Your other devices will be signed out.' })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <PasswordField
            label={t({ defaultMessage: 'Current password' })}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <PasswordField
            label={t({ defaultMessage: 'New password' })}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordField
            label={t({ defaultMessage: 'Confirm new password' })}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t({ defaultMessage: 'Cancel' })}</Button>
            </DialogClose>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending && <Spinner className="size-4" />}
              {t({ defaultMessage: 'Update Password' })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
