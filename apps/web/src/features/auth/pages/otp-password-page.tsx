import { AUTH_MESSAGES, OTP_LENGTH, OTP_RESEND_SECONDS, otpCode } from '@clutch/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useResendOtp } from '../api/otp-resend.ts';
import { useValidateOtp } from '../api/otp-validate.ts';
import { AuthBackLink } from '../components/auth-back-link.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { OtpInput } from '../components/otp-input.tsx';
import { useCountdown } from '../hooks/use-countdown.ts';
import { maskEmail } from '../lib/mask-email.ts';
import type { ResetPasswordState } from './reset-password-page.tsx';

export interface OtpPasswordState {
  email: string;
}

const emailFrom = (state: unknown) => {
  const email = state && typeof state === 'object' ? (state as Partial<OtpPasswordState>).email : undefined;
  return typeof email === 'string' && email ? email : null;
};

/** The second step of the password reset: the code mailed by the forgot-password step. */
export default function OtpPasswordPage() {
  const { state } = useLocation();
  const email = emailFrom(state);
  if (!email) return <Navigate to={paths.auth.forgotPassword()} replace />;
  return <OtpStep email={email} />;
}

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');
const formatSeconds = (s: number) => `0:${String(s).padStart(2, '0')}`;

/** The boxes, one digit each, joined into the contract's six-digit code. */
const otpForm = z.object({ otp: z.array(z.string()).transform((digits) => digits.join('')).pipe(otpCode) });
type OtpForm = z.input<typeof otpForm>;

function OtpStep({ email }: { email: string }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm<OtpForm, unknown, z.output<typeof otpForm>>({ resolver: zodResolver(otpForm), defaultValues: { otp: emptyCode() } });
  const { errors } = form.formState;
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const validate = useValidateOtp();
  const resend = useResendOtp();

  const onSubmit = form.handleSubmit(({ otp }) =>
    validate.mutate(
      { email, otp },
      {
        onSuccess: () => navigate(paths.auth.resetPassword(), { state: { email, otp } satisfies ResetPasswordState }),
        // Too many tries: the server says when to try again; any other refusal is a wrong code.
        onError: (err) => form.setError('otp', { message: isApiError(err) && err.status === 429 ? err.message : AUTH_MESSAGES.invalidOtp }),
      },
    ),
  );

  // A failed resend is not the boxes' fault: its message goes on the form, and the boxes stay as they are.
  const onResend = () =>
    resend.mutate(email, {
      onSuccess: () => {
        form.reset({ otp: emptyCode() });
        countdown.restart();
        toast.success(t({ defaultMessage: 'Code sent' }), {
          description: t({ defaultMessage: 'We sent a new code to {email}.' }, { email: maskEmail(email) }),
        });
      },
      onError: (err) =>
        form.setError('root', { message: errorMessage(err, t({ defaultMessage: 'Could not send a new code. Please try again.' })) }),
    });

  const message = errors.otp?.message ?? errors.root?.message;
  return (
    <AuthLayout
      top={<AuthBackLink to={paths.auth.forgotPassword()} label={t({ defaultMessage: 'Back to forgot password' })} />}
      title={t({ defaultMessage: 'Enter the code' })}
      description={t(
        { defaultMessage: 'We sent a 6-digit code to <strong>{email}</strong>.' },
        { email: maskEmail(email), strong: (chunks) => <strong className="font-medium text-foreground">{chunks}</strong> },
      )}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Controller
          control={form.control}
          name="otp"
          render={({ field }) => <OtpInput value={field.value} onChange={field.onChange} invalid={!!errors.otp} describedBy={message ? 'otp-error' : undefined} />}
        />
        <FormMessage id="otp-error">{message}</FormMessage>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={validate.isPending}>
          {validate.isPending ? t({ defaultMessage: 'Verifying...' }) : t({ defaultMessage: 'Continue' })}
        </Button>
        <div className="flex min-h-8 items-center justify-center text-center text-sm text-muted-foreground">
          {countdown.remaining > 0 ? (
            <p>
              {t(
                { defaultMessage: "Didn't get it? Resend the code in <time>{countdown}</time>" },
                { countdown: formatSeconds(countdown.remaining), time: (chunks) => <span className="tabular-nums">{chunks}</span> },
              )}
            </p>
          ) : (
            <Button variant="link" size="sm" onClick={onResend} disabled={resend.isPending}>
              {resend.isPending ? t({ defaultMessage: 'Sending...' }) : t({ defaultMessage: 'Resend code' })}
            </Button>
          )}
        </div>
      </form>
    </AuthLayout>
  );
}
