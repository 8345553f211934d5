import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export default function NotFoundPage() {
  const t = useT();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-4 py-8 text-center">
      <Link to={paths.home()} aria-label={t({ defaultMessage: 'Clutch home' })} className="rounded-md">
        <Logo />
      </Link>
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary">
        <Compass aria-hidden className="size-7" />
      </span>
      <div className="flex max-w-md flex-col gap-2">
        <p className="text-sm font-semibold text-link">404</p>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t({ defaultMessage: 'Oops! Page not found' })}</h1>
        <p className="text-muted-foreground">{t({ defaultMessage: 'The page you are looking for does not exist or has moved.' })}</p>
      </div>
      <Link to={paths.home()} className={buttonVariants({ size: 'lg' })}>
        {t({ defaultMessage: 'Back to home page' })}
      </Link>
    </main>
  );
}
