import { z } from 'zod';
import { idParams, isoDateTime, messageBody, uuid } from './common.ts';
import { endpoint } from './endpoint.ts';
import { locales } from './locales.ts';

export const roles = ['USER', 'ORGANIZER', 'ADMIN'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const BIO_MAX = 500;
export const PLAYER_LIST_DEFAULT_LIMIT = 50;
export const PLAYER_LIST_MAX_LIMIT = 100;
export const PLAYER_SEARCH_LIMIT = 20;

export const nickName = z
  .string()
  .trim()
  .min(NICKNAME_MIN, { message: `Nickname must be at least ${NICKNAME_MIN} characters` })
  .max(NICKNAME_MAX, { message: `Nickname must be at most ${NICKNAME_MAX} characters` })
  .regex(/^[A-Za-z0-9_.-]+$/, { message: 'Nickname may use letters, digits, dots, dashes and underscores only' });

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: 'E-mail address is too long' })
  .pipe(z.email({ message: 'Please, enter a valid e-mail address' }));

export const password = z
  .string()
  .min(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` });

/** `id` is the ISO 3166-1 alpha-2 code; `name` is its English name. */
export const country = z.object({ id: z.string(), name: z.string(), urlFlag: z.string().nullable() });
export type Country = z.infer<typeof country>;

/**
 * A user as the spec names it (§3). The private fields (`email`, `numberPhone`, `blockedUserIds`,
 * `stripeCustomerId`, `locale`) are only present when the viewer is the user themself.
 */
export const user = z.object({
  id: uuid,
  nickName: z.string(),
  email: z.string().optional(),
  bio: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
  userVerified: z.boolean(),
  roles: z.array(role),
  country: country.nullable(),
  discord: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  twitch: z.string().nullable(),
  /** The profile's banner image. */
  coverUrl: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  /** The year the player or organization started out (the profile's "Founded"). */
  founded: z.number().int().nullable(),
  numberPhone: z.string().nullable().optional(),
  blockedUserIds: z.array(uuid).optional(),
  stripeCustomerId: z.string().nullable().optional(),
  /** The interface and e-mail language the user chose; null until they choose (their browser's language applies). */
  locale: z.enum(locales).nullable().optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type User = z.infer<typeof user>;

/** A row of the Players list (spec §3 "In player lists"). */
export const playerListItem = z.object({
  id: uuid,
  nickname: z.string(),
  photoUrl: z.string().nullable(),
  followers: z.number().int().nonnegative(),
  follow: z.boolean(),
  country: country.nullable(),
  userVerified: z.boolean(),
});
export type PlayerListItem = z.infer<typeof playerListItem>;
export const playerList = z.array(playerListItem);

export const userStats = z.object({
  followers: z.number().int().nonnegative(),
  following: z.number().int().nonnegative(),
  friends: z.number().int().nonnegative(),
});
export type UserStats = z.infer<typeof userStats>;

/** `currentUserId` is accepted for compatibility; it must be the session's user (DESIGN.md §4.3). */
export const currentUserQuery = z.object({ currentUserId: uuid.optional() });

export const playerSorts = ['followers', 'nickname', 'newest'] as const;
export type PlayerSort = (typeof playerSorts)[number];

/** An ISO 3166-1 alpha-2 code, any case on the way in, upper-case after. */
export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'Choose a country from the list.' })
  .transform((v) => v.toUpperCase());

/**
 * GET /users: the Players list, everybody but the viewer and the people either of them blocked. `q` keeps the
 * nicknames that start with it (any case); `country` and `gameId` (players who entered a tournament of that game)
 * narrow it; most followed first unless `sort` says otherwise. One page is `limit` rows from `offset`.
 */
export const listUsersQuery = currentUserQuery.extend({
  q: z.string().trim().max(NICKNAME_MAX).optional(),
  country: countryCode.optional(),
  gameId: uuid.optional(),
  sort: z.enum(playerSorts).default('followers'),
  limit: z.coerce.number().int().min(1).max(PLAYER_LIST_MAX_LIMIT).default(PLAYER_LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

/** GET /users/search/{term}: nicknames starting with the term (any case), most followed first, at most 20. */
export const userSearchParams = z.object({ term: z.string().trim().min(1).max(64) });

export const LOCATION_MAX = 100;
export const WEBSITE_MAX = 200;
export const SOCIAL_HANDLE_MAX = 100;
export const FOUNDED_MIN = 1970;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { message })
    .nullish()
    .transform((v) => (v ? v : null));

/** A handle as people type it: an optional leading @, then letters, digits and . _ - # (Discord's old tags). */
const socialHandle = z
  .string()
  .trim()
  .max(SOCIAL_HANDLE_MAX, { message: `A handle must be at most ${SOCIAL_HANDLE_MAX} characters.` })
  .regex(/^@?[A-Za-z0-9._#-]*$/, { message: 'Enter the handle without spaces or a link.' })
  .nullish()
  .transform((v) => (v ? v.replace(/^@/, '') : null));

/**
 * PATCH /users/me: the Edit Profile dialog (spec §2 public profile, §5). The name is the nickname: required and
 * unique. The bio is held to 500 here and in the form. Empty optional fields clear the value.
 */
export const updateProfileBody = z.object({
  nickName,
  bio: optionalText(BIO_MAX, `Bio must be at most ${BIO_MAX} characters.`),
  country: countryCode.nullish().transform((v) => v ?? null),
  location: optionalText(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters.`),
  website: z
    .string()
    .trim()
    .max(WEBSITE_MAX, { message: `Website must be at most ${WEBSITE_MAX} characters.` })
    .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), { message: 'Enter a website address starting with http:// or https://.' })
    .nullish()
    .transform((v) => (v ? v : null)),
  founded: z
    .number({ message: 'Enter a year.' })
    .int({ message: 'Enter a year.' })
    .min(FOUNDED_MIN, { message: `Enter a year from ${FOUNDED_MIN}.` })
    .max(2100, { message: 'Enter a year that has come.' })
    .nullish()
    .transform((v) => v ?? null),
  discord: socialHandle,
  facebook: socialHandle,
  instagram: socialHandle,
  twitch: socialHandle,
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** PUT and DELETE /users/me/images/{slot}: the avatar (profilePicUrl) or the cover (coverUrl). */
export const profileImageSlots = ['avatar', 'cover'] as const;
export const profileImageParams = z.object({ slot: z.enum(profileImageSlots) });
export type ProfileImageSlot = (typeof profileImageSlots)[number];

/** A tournament in a profile's history. */
const careerTournament = z.object({
  id: uuid,
  name: z.string(),
  status: z.string(),
  photoUrl: z.string().nullable(),
  gameName: z.string().nullable(),
  tournamentStartDate: isoDateTime.nullable(),
});

/**
 * GET /users/{id}/career: what the profile shows beyond the user: their teams, the tournaments they played (with
 * the team and its final placement, null until the tournament finishes) and the ones they organized. Only
 * tournaments the viewer may see are listed.
 */
export const userCareer = z.object({
  teams: z.array(
    z.object({ id: uuid, name: z.string(), photoUrl: z.string().nullable(), role: z.enum(['CAPTAIN', 'MEMBER']), memberCount: z.number().int() }),
  ),
  played: z.array(
    z.object({
      tournament: careerTournament,
      team: z.object({ id: uuid, name: z.string() }),
      placement: z.number().int().nullable(),
    }),
  ),
  organized: z.array(careerTournament),
});
export type UserCareer = z.infer<typeof userCareer>;

/** GET /discover/counts: the live numbers on the Discover cards. */
export const discoverCounts = z.object({
  /** Tournaments open for registration or in progress. */
  tournaments: z.number().int().nonnegative(),
  players: z.number().int().nonnegative(),
  teams: z.number().int().nonnegative(),
  /** The viewer's friends, and the requests waiting for their answer. */
  friends: z.number().int().nonnegative(),
  pendingRequests: z.number().int().nonnegative(),
});
export type DiscoverCounts = z.infer<typeof discoverCounts>;

export const deleteAccountBody = z.object({
  userId: uuid.optional(),
  password: z.string().min(1, { message: 'Password is required' }).max(1024),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const emailQuery = z.object({ email });

/** GET /auth/me: the user of the current session. */
export const sessionResponse = z.object({ user });

/** PUT /users/me/locale: the signed-in user's language, for the interface on every browser and for e-mails. */
export const updateLocaleBody = z.object({ locale: z.enum(locales) });
export type UpdateLocaleBody = z.infer<typeof updateLocaleBody>;
export type EmailQuery = z.infer<typeof emailQuery>;

/** Someone else named in an export: only what their public profile shows. */
const personRef = z.object({ id: uuid, nickName: z.string() });

/**
 * GET /users/me/export: everything Clutch holds about the signed-in user (GDPR art. 15 access and art. 20
 * portability; docs/decisions/007-backup-and-restore.md says what is in and what is left out, and why).
 */
export const accountExport = z.object({
  format: z.literal('clutch-account-export'),
  version: z.literal(1),
  exportedAt: isoDateTime,
  profile: user.extend({
    email: z.string(),
    countryCode: z.string().nullable(),
    hasPassword: z.boolean(),
    googleLinked: z.boolean(),
  }),
  /** Sign-ins, without the token hashes: those are credentials, not information about the user. */
  sessions: z.array(
    z.object({
      id: uuid,
      clientType: z.string(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
      createdAt: isoDateTime,
      lastSeenAt: isoDateTime,
      expiresAt: isoDateTime,
      revokedAt: isoDateTime.nullable(),
      current: z.boolean(),
    }),
  ),
  following: z.array(personRef.extend({ since: isoDateTime })),
  followers: z.array(personRef.extend({ since: isoDateTime })),
  friendships: z.array(
    z.object({ with: personRef, status: z.string(), requestedByMe: z.boolean(), createdAt: isoDateTime, respondedAt: isoDateTime.nullable() }),
  ),
  teams: z.array(
    z.object({
      teamId: uuid,
      name: z.string(),
      role: z.string(),
      inviteStatus: z.string(),
      paymentStatus: z.string(),
      joinedAt: isoDateTime.nullable(),
      invitedAt: isoDateTime,
    }),
  ),
  registrations: z.array(
    z.object({
      id: uuid,
      teamId: uuid,
      teamName: z.string(),
      tournamentId: uuid,
      tournamentName: z.string(),
      requestStatus: z.string(),
      placement: z.number().int().nullable(),
      paymentStatus: z.string(),
      feeCents: z.number().int(),
      currency: z.string(),
      paidAt: isoDateTime.nullable(),
      createdAt: isoDateTime,
    }),
  ),
  matches: z.array(
    z.object({
      id: uuid,
      tournamentId: uuid,
      tournamentName: z.string(),
      stage: z.string(),
      round: z.number().int(),
      status: z.string(),
      scheduledAt: isoDateTime.nullable(),
      sides: z.array(
        z.object({
          slot: z.number().int(),
          teamName: z.string().nullable(),
          score: z.number().int().nullable(),
          result: z.string(),
          mine: z.boolean(),
        }),
      ),
    }),
  ),
  matchReports: z.array(
    z.object({
      id: uuid,
      matchId: uuid,
      homeScore: z.number().int().nullable(),
      awayScore: z.number().int().nullable(),
      status: z.string(),
      disputeReason: z.string().nullable(),
      createdAt: isoDateTime,
    }),
  ),
  tournamentsOrganized: z.array(z.object({ id: uuid, name: z.string(), status: z.string(), createdAt: isoDateTime })),
  followedTournaments: z.array(z.object({ tournamentId: uuid, name: z.string(), since: isoDateTime })),
  targets: z.array(
    z.object({
      id: uuid,
      title: z.string(),
      description: z.string().nullable(),
      targetValue: z.number(),
      currentValue: z.number(),
      unit: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  payments: z.array(
    z.object({
      id: uuid,
      kind: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      status: z.string(),
      provider: z.string(),
      tournamentId: uuid.nullable(),
      failureReason: z.string().nullable(),
      createdAt: isoDateTime,
      completedAt: isoDateTime.nullable(),
    }),
  ),
  ledger: z.array(
    z.object({ id: uuid, amountCents: z.number().int(), currency: z.string(), kind: z.string(), paymentId: uuid.nullable(), createdAt: isoDateTime }),
  ),
  balances: z.array(z.object({ currency: z.string(), amountCents: z.number().int() })),
  uploads: z.array(
    z.object({ id: uuid, url: z.string(), contentType: z.string(), bytes: z.number().int(), purpose: z.string(), createdAt: isoDateTime }),
  ),
  /** E-mails sent to the user: subjects and dates; the bodies held one-time codes and links. */
  mails: z.array(z.object({ subject: z.string(), status: z.string(), createdAt: isoDateTime })),
});
export type AccountExport = z.infer<typeof accountExport>;

/** The anonymous name results, brackets and books show for a deleted account, followed by a short id. */
export const DELETED_PLAYER_NAME = 'Deleted player';

export const userEndpoints = {
  list: endpoint('GET', '/api/v1/users', { query: listUsersQuery, response: playerList }),
  search: endpoint('GET', '/api/v1/users/search/:term', { params: userSearchParams, query: currentUserQuery, response: playerList }),
  exportMine: endpoint('GET', '/api/v1/users/me/export', { response: accountExport }),
  detail: endpoint('GET', '/api/v1/users/:id', { params: idParams, response: user }),
  stats: endpoint('GET', '/api/v1/users/:id/stats', { params: idParams, response: userStats }),
  delete: endpoint('DELETE', '/api/v1/users/:id', { params: idParams, body: deleteAccountBody, response: messageBody }),
  resendConfirmation: endpoint('POST', '/api/v1/users/resend-confirmation', { query: emailQuery, response: messageBody }),
  updateLocale: endpoint('PUT', '/api/v1/users/me/locale', { body: updateLocaleBody, response: sessionResponse }),
};

/** The profile: editing one's own, and what another's shows beyond the user. */
export const profileEndpoints = {
  update: endpoint('PATCH', '/api/v1/users/me', { body: updateProfileBody, response: user }),
  /** Multipart with one `file`: a PNG, JPEG, WebP or GIF of at most 5 MB, stored re-encoded. */
  uploadImage: endpoint('PUT', '/api/v1/users/me/images/:slot', { params: profileImageParams, multipart: true, response: user }),
  removeImage: endpoint('DELETE', '/api/v1/users/me/images/:slot', { params: profileImageParams, response: user }),
  career: endpoint('GET', '/api/v1/users/:id/career', { params: idParams, response: userCareer }),
};

export const discoverEndpoints = {
  counts: endpoint('GET', '/api/v1/discover/counts', { response: discoverCounts }),
};
