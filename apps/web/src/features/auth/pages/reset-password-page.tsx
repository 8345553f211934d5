import { PASSWORD_MIN, password as passwordSchema } from '@clutch/contract/users';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/http.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import type { AuthSuccessState } from './auth-success-page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export interface ResetPasswordState {
  email: string;
  otp: string;
}

const resetFrom = (state: unknown): ResetPasswordState | null => {
  const s = state && typeof state === 'object' ? (state as Partial<ResetPasswordState>) : {};
  return typeof s.email === 'string' && s.email && typeof s.otp === 'string' && s.otp ? { email: s.email, otp: s.otp } : null;
};

/** The last step of the password reset: the e-mail and code come from the code step. */
export default function ResetPasswordPage() {
  const { state } = useLocation();
  const reset = resetFrom(state);
  if (!reset) return <Navigate to={paths.auth.forgotPassword()} replace />;
  return <ResetStep {...reset} />;
}

interface ResetForm {
  newPassword: string;
  confirmPassword: string;
}

function ResetStep({ email, otp }: ResetPasswordState) {
  const t = useT();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ResetForm>({ defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(({ newPassword, confirmPassword }) => {
    clearErrors();
    // Spec §5: blank fields block the submit without a message.
    if (!newPassword || !confirmPassword) return;
    if (newPassword !== confirmPassword) return setError('confirmPassword', { message: t({ defaultMessage: "Passwords don't match" }) });
    const strong = passwordSchema.safeParse(newPassword);
    if (!strong.success) return setError('newPassword', { message: strong.error.issues[0]?.message });
    resetPassword.mutate(
      { email, otp, newPassword },
      {
        onSuccess: () => {
          const changed: AuthSuccessState = {
            title: t({ defaultMessage: 'Your Password Was Successfully Changed' }),
            buttonLabel: t({ defaultMessage: 'Back to login' }),
          };
          void navigate(paths.auth.success(), { state: changed, replace: true });
        },
      },
    );
  });

  return (
    <AuthLayout
      title={t({ defaultMessage: 'Set a new password' })}
      description={t({ defaultMessage: 'Choose a new password for your account. Use at least {min} characters.' }, { min: PASSWORD_MIN })}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {resetPassword.isError ? (
          <Alert variant="destructive" className="flex-col gap-1">
            <p>{errorMessage(resetPassword.error, t({ defaultMessage: 'Your password could not be changed. Please try again.' }))}</p>
            <Link to={paths.auth.forgotPassword()} className="font-medium underline underline-offset-4">
              {t({ defaultMessage: 'Request a new code' })}
            </Link>
          </Alert>
        ) : null}
        <div className="flex flex-col gap-2">
          <Label htmlFor="reset-newPassword">{t({ defaultMessage: 'New password' })}</Label>
          <PasswordInput
            id="reset-newPassword"
            autoComplete="new-password"
            toggleLabel={t({ defaultMessage: 'Show new password' })}
            aria-invalid={!!errors.newPassword}
            aria-describedby={errors.newPassword ? 'reset-newPassword-error' : undefined}
            {...register('newPassword')}
          />
          <FormMessage id="reset-newPassword-error">{errors.newPassword?.message}</FormMessage>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="reset-confirmPassword">{t({ defaultMessage: 'Confirm password' })}</Label>
          <PasswordInput
            id="reset-confirmPassword"
            autoComplete="new-password"
            toggleLabel={t({ defaultMessage: 'Show confirm password' })}
            aria-invalid={!!errors.confirmPassword}
            aria-describedby={errors.confirmPassword ? 'reset-confirmPassword-error' : undefined}
            {...register('confirmPassword')}
          />
          <FormMessage id="reset-confirmPassword-error">{errors.confirmPassword?.message}</FormMessage>
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? t({ defaultMessage: 'Saving...' }) : t({ defaultMessage: 'Continue' })}
        </Button>
      </form>
    </AuthLayout>
  );
}
