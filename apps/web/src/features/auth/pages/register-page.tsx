import { registerBody, type RegisterBody } from '@clutch/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { useRegister } from '../api/register.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LegalNotice } from '../components/legal-notice.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import type { AuthSuccessState } from './auth-success-page.tsx';
import { validationMessage } from '@/lib/i18n/validation-messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const requiredText = (message: string) => z.string().trim().min(1, { message });

const registerForm = z
  .object({
    nickName: requiredText(validationMessage({ defaultMessage: 'Nickname is required' })).pipe(registerBody.shape.nickName),
    email: requiredText(validationMessage({ defaultMessage: 'E-mail is required' })).pipe(registerBody.shape.email),
    password: z.string().min(1, { message: validationMessage({ defaultMessage: 'Password is required' }) }).pipe(registerBody.shape.password),
    confirmPassword: z.string().min(1, { message: validationMessage({ defaultMessage: 'Please confirm your password' }) }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: validationMessage({ defaultMessage: 'Passwords don’t match. Please try again!' }),
  });
type RegisterForm = z.input<typeof registerForm>;

export default function RegisterPage() {
  const t = useT();
  return (
    <AuthLayout
      title={t({ defaultMessage: 'Create your account' })}
      description={t({ defaultMessage: 'Join tournaments for any game, build a team and compete for prizes.' })}
      footer={t(
        { defaultMessage: 'Already have an account? <link>Log in</link>' },
        {
          link: (chunks) => (
            <Link to={paths.auth.login()} className="font-medium text-link underline-offset-4 hover:underline">
              {chunks}
            </Link>
          ),
        },
      )}
    >
      <div className="flex flex-col gap-6">
        <RegisterForm />
        <LegalNotice />
      </div>
    </AuthLayout>
  );
}

const serverFields: FieldPath<RegisterForm>[] = ['nickName', 'email', 'password'];

function RegisterForm() {
  const t = useT();
  const navigate = useNavigate();
  const signUp = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterForm, unknown, z.output<typeof registerForm>>({ resolver: zodResolver(registerForm) });

  const onSubmit = handleSubmit(({ nickName, email, password }) => {
    const body: RegisterBody = { nickName, email, password };
    signUp.mutate(body, {
      onSuccess: () => {
        const registered: AuthSuccessState = {
          title: t({ defaultMessage: 'Account created successfully' }),
          description: t({ defaultMessage: 'We have sent you an email with a verification link. Please check your inbox.' }),
        };
        void navigate(paths.auth.success(), { state: registered });
      },
      onError: (e) => {
        if (!isApiError(e)) return;
        for (const field of serverFields) {
          const message = e.fields?.[field];
          if (message) setError(field, { message });
        }
      },
    });
  });

  const field = (name: keyof RegisterForm) => ({
    id: `register-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `register-${name}-error` : undefined,
    ...register(name),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {signUp.isError ? <Alert variant="destructive">{errorMessage(signUp.error, t({ defaultMessage: 'An error occurred during registration. Please try again.' }))}</Alert> : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor="register-nickName">{t({ defaultMessage: 'Nickname' })}</Label>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('nickName')} />
        <FormMessage id="register-nickName-error">{errors.nickName?.message}</FormMessage>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="register-email">{t({ defaultMessage: 'E-mail' })}</Label>
        <Input type="email" autoComplete="email" {...field('email')} />
        <FormMessage id="register-email-error">{errors.email?.message}</FormMessage>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="register-password">{t({ defaultMessage: 'Password' })}</Label>
        <PasswordInput autoComplete="new-password" toggleLabel={t({ defaultMessage: 'Show password' })} {...field('password')} />
        <FormMessage id="register-password-error">{errors.password?.message}</FormMessage>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="register-confirmPassword">{t({ defaultMessage: 'Confirm password' })}</Label>
        <PasswordInput autoComplete="new-password" toggleLabel={t({ defaultMessage: 'Show confirm password' })} {...field('confirmPassword')} />
        <FormMessage id="register-confirmPassword-error">{errors.confirmPassword?.message}</FormMessage>
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={signUp.isPending}>
        {signUp.isPending ? t({ defaultMessage: 'Creating...' }) : t({ defaultMessage: 'Sign Up' })}
      </Button>
    </form>
  );
}
