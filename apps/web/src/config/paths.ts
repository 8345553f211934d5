/** Every URL of the web app (DESIGN.md §5.7). Nothing else writes a route inline. */
export const paths = {
  home: () => '/',
  landing: (anchor: 'home' | 'how-it-works' | 'features' | 'tournaments' | 'faq') => `/#${anchor}`,
  auth: {
    login: () => '/app/auth/login',
    register: () => '/app/auth/register',
    forgotPassword: () => '/app/auth/forgot-password',
    /** The spec also serves the forgot-password form outside /app. */
    forgotPasswordAlias: () => '/auth/forgot-password',
    otpPassword: () => '/app/auth/otp-password',
    resetPassword: () => '/app/auth/reset-password',
    success: () => '/app/auth/success',
  },
  /** Terms and Privacy Policy, one static page with a section each. */
  legal: (section: 'terms' | 'privacy') => `/legal#${section}`,
  confirmAccount: (token?: string) => (token ? `/app/confirm-account?token=${encodeURIComponent(token)}` : '/app/confirm-account'),
  app: {
    dashboard: () => '/app/',
    discover: () => '/app/discover',
    players: () => '/app/players',
    friends: () => '/app/friends',
    teams: () => '/app/teams',
    team: (id: string) => `/app/teams/${id}`,
    tournaments: () => '/app/tournaments',
    /** `tab` opens one of the page's tabs (`matches`, `teams`…). */
    tournament: (id: string, tab?: string) => (tab ? `/app/tournaments/${id}?tab=${tab}` : `/app/tournaments/${id}`),
    tickets: () => '/app/tickets',
    ticket: (id: string) => `/app/tickets/${id}`,
    teamInvites: () => '/app/team-invites',
    teamInvite: (id: string) => `/app/team-invites/${id}`,
    user: (userId: string) => `/app/u/${userId}`,
    /** The Dashboard's connection links (spec §2); same page as `user`. */
    userAlias: (userId: string) => `/app/users/${userId}`,
    me: () => '/app/me',
    settings: () => '/app/settings',
    targets: () => '/app/targets',
    stories: () => '/app/stories',
    games: () => '/app/games',
    game: (gameId: string) => `/app/games/${gameId}`,
    liveNotifications: () => '/app/live-notifications',
    billing: () => '/app/billing',
    help: () => '/app/help',
    notifications: () => '/app/notifications',
    organizer: () => '/app/organizer',
    organizerNew: () => '/app/organizer/new',
    organizerTournament: (id: string, tab?: string) => (tab ? `/app/organizer/${id}?tab=${tab}` : `/app/organizer/${id}`),
    organizerEdit: (id: string) => `/app/organizer/${id}/edit`,
  },
  devOutbox: () => '/dev/outbox',
} as const;

/** Route patterns for the router, derived from the same place. */
export const routePatterns = {
  tournament: '/app/tournaments/:id',
  ticket: '/app/tickets/:id',
  team: '/app/teams/:id',
  teamInvite: '/app/team-invites/:id',
  user: '/app/u/:userId',
  userAlias: '/app/users/:userId',
  game: '/app/games/:gameId',
  legal: '/legal',
  organizerTournament: '/app/organizer/:id',
  organizerEdit: '/app/organizer/:id/edit',
} as const;
