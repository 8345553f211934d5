import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths, routePatterns } from '@/config/paths.ts';
import { LoadingScreen } from '@/components/ui/loading-screen.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { certainlySignedOut } from '@/lib/session-hint.ts';
import RouteErrorPage from './route-error-page.tsx';

type PageModule = { default: React.ComponentType };

/** A lazily loaded page: each route ships in its own chunk. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    // Pages other sites frame (a tournament's embed, stream overlays): no shell, no chrome, and while the page's
    // chunk loads nothing that paints a background over the host's page or the stream.
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: (
      <div className="flex min-h-40 items-center justify-center p-4">
        <Spinner className="text-primary" />
      </div>
    ),
    children: [
      { path: routePatterns.embedTournament, ...page(() => import('@/features/tournaments/pages/embed-tournament-page.tsx')) },
      { path: routePatterns.overlayTournament, ...page(() => import('@/features/tournaments/pages/overlay-tournament-page.tsx')) },
    ],
  },
  {
    errorElement: <RouteErrorPage />,
    // Shown while the first page's lazy chunk loads.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', ...page(() => import('@/features/landing/pages/landing-page.tsx')) },
      { path: '', element: <Navigate to={paths.home()} replace /> },
      { path: paths.auth.login(), ...page(() => import('@/features/auth/pages/login-page.tsx')) },
      { path: paths.auth.register(), ...page(() => import('@/features/auth/pages/register-page.tsx')) },
      { path: paths.auth.forgotPassword(), ...page(() => import('@/features/auth/pages/forgot-password-page.tsx')) },
      { path: paths.auth.forgotPasswordAlias(), ...page(() => import('@/features/auth/pages/forgot-password-page.tsx')) },
      { path: paths.auth.otpPassword(), ...page(() => import('@/features/auth/pages/otp-password-page.tsx')) },
      { path: paths.auth.resetPassword(), ...page(() => import('@/features/auth/pages/reset-password-page.tsx')) },
      { path: paths.auth.success(), ...page(() => import('@/features/auth/pages/auth-success-page.tsx')) },
      { path: paths.confirmAccount(), ...page(() => import('@/features/auth/pages/confirm-account-page.tsx')) },
      { path: paths.unsubscribe(), ...page(() => import('@/features/notifications/pages/unsubscribe-page.tsx')) },
      { path: routePatterns.legal, ...page(() => import('@/features/legal/pages/legal-page.tsx')) },
      {
        // Public inside the app frame: visitors can open a tournament (spec §2). A browser the server says has no
        // session gets the frame whose signed-in shell loads only on sign-in (ADR 022, fourth round).
        ...page(() => (certainlySignedOut() ? import('./shell/public-or-lazy-app-shell.tsx') : import('./shell/public-or-app-shell.tsx'))),
        children: [{ path: routePatterns.tournament, ...page(() => import('@/features/tournaments/pages/tournament-page.tsx')) }],
      },
      {
        ...page(() => import('./shell/require-auth.tsx')),
        children: [
          {
            ...page(() => import('./shell/app-shell.tsx')),
            children: [
              { path: paths.app.dashboard(), ...page(() => import('@/features/dashboard/pages/dashboard-page.tsx')) },
              { path: paths.app.discover(), ...page(() => import('@/features/discover/pages/discover-page.tsx')) },
              { path: paths.app.players(), ...page(() => import('@/features/players/pages/players-page.tsx')) },
              { path: paths.app.friends(), ...page(() => import('@/features/friends/pages/friends-page.tsx')) },
              { path: paths.app.teams(), ...page(() => import('@/features/teams/pages/teams-page.tsx')) },
              { path: routePatterns.team, ...page(() => import('@/features/teams/pages/team-page.tsx')) },
              { path: paths.app.tournaments(), ...page(() => import('@/features/tournaments/pages/tournaments-page.tsx')) },
              { path: paths.app.tickets(), ...page(() => import('@/features/tickets/pages/tickets-page.tsx')) },
              { path: routePatterns.ticket, ...page(() => import('@/features/tickets/pages/ticket-page.tsx')) },
              { path: paths.app.teamInvites(), ...page(() => import('@/features/team-invites/pages/team-invites-page.tsx')) },
              { path: routePatterns.teamInvite, ...page(() => import('@/features/team-invites/pages/team-invite-page.tsx')) },
              { path: routePatterns.user, ...page(() => import('@/features/profile/pages/profile-page.tsx')) },
              { path: routePatterns.userAlias, ...page(() => import('@/features/profile/pages/profile-page.tsx')) },
              { path: paths.app.me(), ...page(() => import('@/features/profile/pages/me-redirect.tsx')) },
              { path: paths.app.settings(), ...page(() => import('@/features/settings/pages/settings-page.tsx')) },
              { path: paths.app.targets(), ...page(() => import('@/features/targets/pages/targets-page.tsx')) },
              { path: paths.app.stories(), ...page(() => import('@/features/stories/pages/stories-page.tsx')) },
              { path: paths.app.games(), ...page(() => import('@/features/games/pages/games-page.tsx')) },
              { path: routePatterns.game, ...page(() => import('@/features/games/pages/game-page.tsx')) },
              { path: paths.app.liveNotifications(), ...page(() => import('@/features/notifications/pages/live-notifications-page.tsx')) },
              { path: paths.app.billing(), ...page(() => import('@/features/billing/pages/billing-page.tsx')) },
              { path: paths.app.help(), ...page(() => import('@/features/help/pages/help-page.tsx')) },
              { path: paths.app.notifications(), ...page(() => import('@/features/notifications/pages/notifications-page.tsx')) },
              { path: paths.app.messages(), ...page(() => import('@/features/chat/pages/messages-page.tsx')) },
              { path: routePatterns.conversation, ...page(() => import('@/features/chat/pages/conversation-page.tsx')) },
              { path: paths.app.organizer(), ...page(() => import('@/features/organizer/pages/organizer-page.tsx')) },
              { path: paths.app.organizerNew(), ...page(() => import('@/features/organizer/pages/new-tournament-page.tsx')) },
              { path: routePatterns.organizerTournament, ...page(() => import('@/features/organizer/pages/manage-tournament-page.tsx')) },
              { path: routePatterns.organizerEdit, ...page(() => import('@/features/organizer/pages/edit-tournament-page.tsx')) },
            ],
          },
        ],
      },
      { path: '*', ...page(() => import('./not-found-page.tsx')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
