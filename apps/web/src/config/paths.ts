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
  /** A notification e-mail's unsubscribe link lands here (built by the server: modules/notifications/delivery.service.ts). */
  unsubscribe: () => '/app/unsubscribe',
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
    /** Direct messages: the inbox, and one conversation with the other person's id. */
    messages: () => '/app/messages',
    conversation: (userId: string) => `/app/messages/${userId}`,
    organizer: () => '/app/organizer',
    organizerNew: () => '/app/organizer/new',
    organizerTournament: (id: string, tab?: string) => (tab ? `/app/organizer/${id}?tab=${tab}` : `/app/organizer/${id}`),
    organizerEdit: (id: string) => `/app/organizer/${id}/edit`,
  },
  /**
   * Pages other sites frame (the server lets any site frame only these: apps/server/src/plugins/web-client.ts).
   * `embed`: a tournament's bracket or standings for an `<iframe>`; `overlay`: an OBS browser source.
   */
  embed: {
    tournament: (id: string, opts: EmbedOptions = {}) => withQuery(`/embed/tournaments/${id}`, opts),
  },
  overlay: {
    tournament: (id: string, opts: OverlayOptions = {}) => withQuery(`/overlay/tournaments/${id}`, opts),
  },
  devOutbox: () => '/dev/outbox',
} as const;

/** `lobbies` is a free-for-all's games by lobby; `bracket` is a Swiss's rounds and top cut, else the knockout bracket. */
export type EmbedView = 'bracket' | 'standings' | 'lobbies';
export type OverlayShow = 'match' | 'bracket' | 'standings';
export interface EmbedOptions {
  view?: EmbedView;
  theme?: 'light' | 'dark';
  lang?: string;
}
export interface OverlayOptions {
  show?: OverlayShow;
  match?: string;
  lang?: string;
}

function withQuery(path: string, query: object) {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Whether `pathname` is a page other sites frame: it runs without the app's chrome (toasts, update prompts). */
export const isEmbeddedPath = (pathname: string) => pathname.startsWith('/embed/') || pathname.startsWith('/overlay/');

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
  conversation: '/app/messages/:userId',
  organizerEdit: '/app/organizer/:id/edit',
  embedTournament: '/embed/tournaments/:id',
  overlayTournament: '/overlay/tournaments/:id',
} as const;
