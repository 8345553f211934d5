import { AUTH_MESSAGES, OTP_LENGTH, OTP_RESEND_SECONDS } from '@clutch/contract/auth';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage, isApiError } from '@/lib/http.ts';
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

interface CodeError {
  message: string;
  /** Whether the boxes themselves are wrong (red), as opposed to a failed resend. */
  invalid: boolean;
}

function OtpStep({ email }: { email: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(emptyCode);
  const [error, setError] = useState<CodeError | null>(null);
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const validate = useValidateOtp();
  const resend = useResendOtp();

  const onCodeChange = (next: string[]) => {
    setCode(next);
    setError(null);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const otp = code.join('');
    if (otp.length !== OTP_LENGTH) return setError({ message: AUTH_MESSAGES.invalidOtp, invalid: true });
    validate.mutate(
      { email, otp },
      {
        onSuccess: () => navigate(paths.auth.resetPassword(), { state: { email, otp } satisfies ResetPasswordState }),
        // Too many tries: the server says when to try again; any other refusal is a wrong code.
        onError: (err) =>
          setError({ message: isApiError(err) && err.status === 429 ? err.message : AUTH_MESSAGES.invalidOtp, invalid: true }),
      },
    );
  };

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: () => {
        setCode(emptyCode());
        setError(null);
        countdown.restart();
        toast.success('Code sent', { description: `We sent a new code to ${maskEmail(email)}.` });
      },
      onError: (err) => setError({ message: errorMessage(err, 'Could not send a new code. Please try again.'), invalid: false }),
    });

  return (
    <AuthLayout
      top={<AuthBackLink to={paths.auth.forgotPassword()} label="Back to forgot password" />}
      title="Enter the code"
      description={
        <>
          We sent a 6-digit code to <strong className="font-medium text-foreground">{maskEmail(email)}</strong>.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <OtpInput value={code} onChange={onCodeChange} invalid={!!error?.invalid} describedBy={error ? 'otp-error' : undefined} />
        <FormMessage id="otp-error">{error?.message}</FormMessage>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={validate.isPending}>
          {validate.isPending ? 'Verifying...' : 'Continue'}
        </Button>
        <div className="flex min-h-8 items-center justify-center text-center text-sm text-muted-foreground">
          {countdown.remaining > 0 ? (
            <p>
              Didn&apos;t get it? Resend the code in <span className="tabular-nums">{formatSeconds(countdown.remaining)}</span>
            </p>
          ) : (
            <Button variant="link" size="sm" onClick={onResend} disabled={resend.isPending}>
              {resend.isPending ? 'Sending...' : 'Resend code'}
            </Button>
          )}
        </div>
      </form>
    </AuthLayout>
  );
}
