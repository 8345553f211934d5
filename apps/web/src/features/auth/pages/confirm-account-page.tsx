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
import { useT } from '@/lib/i18n/use-t.ts';

/** The link of the verification e-mail lands here with `?token=`. */
export default function ConfirmAccountPage() {
  const t = useT();
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
      <AuthLayout title={t({ defaultMessage: 'Verifying...' })} description={t({ defaultMessage: 'Hold on while we confirm your e-mail address.' })}>
        <div className="flex justify-center py-4 text-primary">
          <Spinner className="size-8" />
        </div>
      </AuthLayout>
    );
  }

  const succeeded = verify.isSuccess;
  // The server's message comes in the active language (the request's Accept-Language).
  const message = succeeded
    ? verify.data.message || t({ defaultMessage: 'Your account has been successfully verified.' })
    : errorMessage(verify.error, t({ defaultMessage: 'Invalid or expired token.' }));

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
      title={succeeded ? t({ defaultMessage: 'Congratulations' }) : t({ defaultMessage: 'Oops' })}
      description={<span role={succeeded ? 'status' : 'alert'}>{message}</span>}
    >
      <ContinueLink />
    </AuthLayout>
  );
}

/** Signed-in visitors (who opened the link in the same browser) go straight back to the app. */
function ContinueLink() {
  const t = useT();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  return (
    <Link to={signedIn ? paths.app.dashboard() : paths.auth.login()} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
      {signedIn ? t({ defaultMessage: 'Go to Dashboard' }) : t({ defaultMessage: 'Go to Login' })}
    </Link>
  );
}
