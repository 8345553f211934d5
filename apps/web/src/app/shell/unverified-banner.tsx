import { TriangleExclamationPoint } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Shown to signed-in users who have not confirmed their e-mail (spec §6). */
export function UnverifiedBanner() {
  return (
    <div
      role="region"
      aria-label="Account verification"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-warning/30 bg-warning/10 px-4 py-2 text-sm sm:px-6"
    >
      <TriangleExclamationPoint aria-hidden className="size-4 shrink-0 text-warning-text" />
      <p className="min-w-0 flex-1">Your account is not verified. Please verify it in settings.</p>
      <Link to={paths.app.settings()} className="font-medium text-warning-text underline-offset-4 hover:underline">
        Go to Settings
      </Link>
    </div>
  );
}
