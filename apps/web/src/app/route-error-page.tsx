import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import NotFoundPage from './not-found-page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useDismissPagePreview } from '@/lib/page-preview.ts';

/** What a thrown error or response shows in place of the route (React Router's default error element, restyled). */
export default function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  useDismissPagePreview(true);
  useEffect(() => {
    }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : null;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-4 py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/15 text-destructive">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <div className="flex max-w-lg flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t({ defaultMessage: 'Unexpected Application Error!' })}</h1>
        {detail ? <p className="break-words font-mono text-sm text-muted-foreground">{detail}</p> : null}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t({ defaultMessage: 'Reload the page' })}</Button>
        <Link to={paths.home()} className={buttonVariants({ variant: 'outline' })}>
          {t({ defaultMessage: 'Go to the home page' })}
        </Link>
      </div>
    </main>
  );
}
