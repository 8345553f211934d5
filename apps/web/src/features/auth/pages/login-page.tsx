import { loginBody } from '@clutch/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LoadingScreen } from '@/components/ui/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import { useAuthConfig } from '../api/auth-config.ts';
import { useGoogleLogin } from '../api/google-login.ts';
import { useLogin } from '../api/login.ts';
import { useSession } from '../api/session.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { GoogleSignInButton } from '../components/google-sign-in-button.tsx';
import { LegalNotice } from '../components/legal-notice.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { googleLoginBodyFromCredential } from '../lib/google-credential.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const loginForm = z.object({ emailOrNickname: loginBody.shape.nickname, password: loginBody.shape.password });
type LoginForm = z.input<typeof loginForm>;

export default function LoginPage() {
  const t = useT();
  const session = useSession();
  const { target } = useCompleteSignIn();

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'authenticated') return <Navigate to={target} replace />;

  return (
    <AuthLayout
      title={t({ defaultMessage: 'Welcome back' })}
      description={t({ defaultMessage: 'Sign in to join tournaments, follow your matches and manage your team.' })}
      footer={t(
        { defaultMessage: "Don't have an account? <link>Sign up</link>" },
        {
          link: (chunks) => (
            <Link to={paths.auth.register()} className="font-medium text-link underline-offset-4 hover:underline">
              {chunks}
            </Link>
          ),
        },
      )}
    >
      <div className="flex flex-col gap-6">
        <LoginForm />
        <GoogleSignIn />
        <LegalNotice />
      </div>
    </AuthLayout>
  );
}

function LoginForm() {
  const t = useT();
  const login = useLogin();
  const { complete } = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm, unknown, z.output<typeof loginForm>>({ resolver: zodResolver(loginForm) });

  const onSubmit = handleSubmit(({ emailOrNickname, password }) =>
    login.mutate(
      { nickname: emailOrNickname, password },
      {
        onSuccess: ({ user }) => complete(user, t({ defaultMessage: 'Welcome to Clutch!' })),
        onError: () =>
          toast.error(t({ defaultMessage: 'Login error' }), { description: t({ defaultMessage: 'Incorrect email/nickname or password.' }) }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-identifier">{t({ defaultMessage: 'E-mail or username' })}</Label>
        <Input
          id="login-identifier"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={!!errors.emailOrNickname}
          aria-describedby={errors.emailOrNickname ? 'login-identifier-error' : undefined}
          {...register('emailOrNickname')}
        />
        <FormMessage id="login-identifier-error">{errors.emailOrNickname?.message}</FormMessage>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="login-password">{t({ defaultMessage: 'Password' })}</Label>
          <Link to={paths.auth.forgotPassword()} className="text-sm text-link underline-offset-4 hover:underline">
            {t({ defaultMessage: 'Forgot password?' })}
          </Link>
        </div>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        <FormMessage id="login-password-error">{errors.password?.message}</FormMessage>
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? t({ defaultMessage: 'Signing in…' }) : t({ defaultMessage: 'Continue' })}
      </Button>
    </form>
  );
}

/** Offered only when the server has a Google client id. */
function GoogleSignIn() {
  const t = useT();
  const { googleClientId } = useAuthConfig();
  const googleLogin = useGoogleLogin();
  const { complete } = useCompleteSignIn();
  if (!googleClientId) return null;

  const onCredential = (credential: string) =>
    googleLogin.mutate(googleLoginBodyFromCredential(credential), {
      onSuccess: ({ user }) => complete(user, t({ defaultMessage: 'Welcome back!' })),
      onError: () => toast.error(t({ defaultMessage: 'Login failed' }), { description: t({ defaultMessage: 'Try again' }) }),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t({ defaultMessage: 'or', description: 'Between the sign-in form and the Google button' })}
        <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleSignInButton clientId={googleClientId} onCredential={onCredential} />
    </div>
  );
}
