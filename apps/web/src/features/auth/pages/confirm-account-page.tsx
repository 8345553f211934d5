import { AUTH_MESSAGES } from '@clutch/contract/auth';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { errorMessage } from '@/lib/http.ts';
import { useSession } from '../api/session.ts';
import { useVerifyAccount } from '../api/verify-account.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

/** The link of the verification e-mail lands here with `?token=`. */
export default function ConfirmAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyAccount();
  const { mutate } = verify;
  const requested = useRef<string | null>(null);

  // A token is spent on first use: StrictMode's second effect run must not post it again.
  useEffect(() => {
    if (!token || requested.current === token) return;
    requested.current = token;
    mutate(token);
  }, [token, mutate]);

  if (token && (verify.isIdle || verify.isPending)) {
    return (
      <AuthLayout title="Verifying..." description="Hold on while we confirm your e-mail address.">
        <div className="flex justify-center py-4 text-primary">
          <Spinner className="size-8" />
        </div>
      </AuthLayout>
    );
  }

  const succeeded = verify.isSuccess;
  const message = succeeded
    ? verify.data.message || AUTH_MESSAGES.accountVerified
    : errorMessage(verify.error, AUTH_MESSAGES.invalidToken);

  return (
    <AuthLayout
      top={
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-full',
            succeeded ? 'bg-success/15 text-success' : 'bg-destructive/15 text-destructive',
          )}
        >
          {succeeded ? <CircleCheck aria-hidden className="size-8" /> : <CircleX aria-hidden className="size-8" />}
        </span>
      }
      title={succeeded ? 'Congratulations' : 'Oops'}
      description={<span role={succeeded ? 'status' : 'alert'}>{message}</span>}
    >
      <ContinueLink />
    </AuthLayout>
  );
}

/** Signed-in visitors (who opened the link in the same browser) go straight back to the app. */
function ContinueLink() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  return (
    <Link to={signedIn ? paths.app.dashboard() : paths.auth.login()} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
      {signedIn ? 'Go to Dashboard' : 'Go to Login'}
    </Link>
  );
}
