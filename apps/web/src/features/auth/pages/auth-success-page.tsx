import { CircleCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** What the screen that leads here may pass in navigation state, already in the active language. */
export interface AuthSuccessState {
  title?: string;
  description?: string;
  buttonLabel?: string;
}

const text = (state: unknown, key: keyof AuthSuccessState) => {
  const value = state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value ? value : undefined;
};

export default function AuthSuccessPage() {
  const t = useT();
  const { state } = useLocation();
  const title = text(state, 'title') ?? t({ defaultMessage: 'Your Password Was Successfully Changed' });
  const description = text(state, 'description') ?? t({ defaultMessage: 'Always remember the password for your account' });
  const buttonLabel = text(state, 'buttonLabel') ?? t({ defaultMessage: 'Go to login' });

  return (
    <AuthLayout
      top={
        <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
          <CircleCheck aria-hidden className="size-8" />
        </span>
      }
      title={title}
      description={description}
    >
      <Link to={paths.auth.login()} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
        {buttonLabel}
      </Link>
    </AuthLayout>
  );
}
