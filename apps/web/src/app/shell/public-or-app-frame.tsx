import type { ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { LoadingScreen } from '@/components/ui/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/features/auth/api/session.ts';
import { Brand } from './brand.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { useRealtimeSession } from './use-realtime-session.ts';
import LocaleMenu from '@/components/locale-menu.tsx';
import { chooseLocale } from '@/lib/i18n/choose-locale.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * Pages visitors may open (a tournament): `appShell` when signed in, a slim public header otherwise. The shell is
 * passed in so the module that picks it decides whether its code loads with the page (public-or-app-shell.tsx) or
 * only once someone is signed in (public-or-lazy-app-shell.tsx).
 */
export function PublicOrAppFrame({ appShell: AppShell }: { appShell: ComponentType }) {
  const session = useSession();
  useRealtimeSession(session.status === 'authenticated');

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'authenticated') return <AppShell />;
  return <PublicLayout />;
}

function PublicLayout() {
  const t = useT();
  const location = useLocation();
  return (
    <div className="flex min-h-svh flex-col">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/85 px-4 backdrop-blur sm:px-6">
        <Brand />
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <LocaleMenu onChoose={(locale) => void chooseLocale(locale)} />
          <Button asChild size="sm">
            <Link to={paths.auth.login()} state={{ from: location }}>
              {t({ defaultMessage: 'Login' })}
            </Link>
          </Button>
        </div>
      </header>
      <main id="main-content" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
