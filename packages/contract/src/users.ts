import { z } from 'zod';
import { isoDateTime, uuid } from './common.ts';

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
 * `stripeCustomerId`) are only present when the viewer is the user themself.
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
  numberPhone: z.string().nullable().optional(),
  blockedUserIds: z.array(uuid).optional(),
  stripeCustomerId: z.string().nullable().optional(),
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

/** GET /users: the Players list, most followed first. */
export const listUsersQuery = currentUserQuery.extend({
  limit: z.coerce.number().int().min(1).max(PLAYER_LIST_MAX_LIMIT).default(PLAYER_LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const userSearchParams = z.object({ term: z.string().trim().min(1).max(64) });

export const deleteAccountBody = z.object({
  userId: uuid.optional(),
  password: z.string().min(1, { message: 'Password is required' }).max(1024),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const emailQuery = z.object({ email });
export type EmailQuery = z.infer<typeof emailQuery>;
