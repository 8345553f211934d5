import { TriangleExclamationPoint } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Shown to signed-in users who have not confirmed their e-mail (spec §6). */
export function UnverifiedBanner() {
  const t = useT();
  return (
    <div
      role="region"
      aria-label={t({ defaultMessage: 'Account verification' })}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-warning/30 bg-warning/10 px-4 py-2 text-sm sm:px-6"
    >
      <TriangleExclamationPoint aria-hidden className="size-4 shrink-0 text-warning-text" />
      <p className="min-w-0 flex-1">{t({ defaultMessage: 'Your account is not verified. Please verify it in settings.' })}</p>
      <Link to={paths.app.settings()} className="font-medium text-warning-text underline-offset-4 hover:underline">
        {t({ defaultMessage: 'Go to Settings' })}
      </Link>
    </div>
  );
}
