import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/http.ts';
import { useSendOtp } from '../api/otp-send.ts';
import { AuthBackLink } from '../components/auth-back-link.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import type { OtpPasswordState } from './otp-password-page.tsx';
import { validationMessage } from '@/lib/i18n/validation-messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';

// The spec writes "e‑mail" with a non-breaking hyphen (U+2011).
const forgotForm = z.object({
  email: z.string().trim().min(1, { message: validationMessage({ defaultMessage: 'Please, enter your e\u2011mail address' }) }),
});
type ForgotForm = z.input<typeof forgotForm>;

/**
 * Answers the user can act on (a bad address, too many e-mails, mail not going out right now); anything else
 * is only logged and the flow goes on (spec §8).
 */
const shownStatuses = new Set([400, 429, 503]);

export default function ForgotPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const sendOtp = useSendOtp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotForm, unknown, z.output<typeof forgotForm>>({ resolver: zodResolver(forgotForm) });

  const onSubmit = handleSubmit(({ email }) => {
    const toCode = () => navigate(paths.auth.otpPassword(), { state: { email } satisfies OtpPasswordState });
    sendOtp.mutate(email, {
      onSuccess: toCode,
      onError: (e) => {
        if (isApiError(e) && shownStatuses.has(e.status)) return setError('email', { message: e.message });
        console.error('Sending the reset code failed', e);
        void toCode();
      },
    });
  });

  return (
    <AuthLayout
      top={<AuthBackLink to={paths.auth.login()} label={t({ defaultMessage: 'Back to login' })} />}
      title={t({ defaultMessage: 'Forgot password?' })}
      description={t({
        defaultMessage: 'Enter the e-mail address of your account and we will send you a 6-digit code to reset your password.',
      })}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="forgot-email">{t({ defaultMessage: 'E-mail' })}</Label>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? 'forgot-email-error' : undefined}
            {...register('email')}
          />
          <FormMessage id="forgot-email-error">{errors.email?.message}</FormMessage>
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={sendOtp.isPending}>
          {sendOtp.isPending ? t({ defaultMessage: 'Sending...' }) : t({ defaultMessage: 'Continue' })}
        </Button>
      </form>
    </AuthLayout>
  );
}
