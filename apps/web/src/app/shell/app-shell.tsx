import { Outlet } from 'react-router';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { AppSidebar } from './app-sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { UnverifiedBanner } from './unverified-banner.tsx';
import { useAccountLocale } from './use-account-locale.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** The signed-in frame (spec §2 "Shell"): sidebar, top bar, the verification banner and the page. */
export default function AppShell() {
  const t = useT();
  const user = useCurrentUser();
  useAccountLocale(user);
  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        {t({ defaultMessage: 'Skip to content' })}
      </a>
      <AppSidebar />
      <SidebarInset>
        <TopBar user={user} />
        {!user.userVerified && <UnverifiedBanner />}
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
            <Outlet />
          </div>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
