import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen.tsx';
import { PublicOrAppFrame } from './public-or-app-frame.tsx';

const AppShell = lazy(() => import('./app-shell.tsx'));

/**
 * PublicOrAppShell for a browser the server says has no session (lib/session-hint.ts): a visitor's page loads without
 * the signed-in shell's code (sidebar, top bar, search, notifications, the unread counts and their contract schemas),
 * which loads only if they sign in while this frame is up (ADR 022, fourth round).
 */
export default function PublicOrLazyAppShell() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PublicOrAppFrame appShell={AppShell} />
    </Suspense>
  );
}
