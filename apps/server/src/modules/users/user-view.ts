import { isLocale } from '@clutch/contract/locales';
import { roles, type Country, type PlayerListItem, type Role, type User } from '@clutch/contract/users';
import type { UserRow } from '../../db/schema/index.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export function countryOf(code: string | null): Country | null {
  if (!code) return null;
  const id = code.toUpperCase();
  let name: string;
  try {
    name = regionNames.of(id) ?? id;
  } catch {
    name = id;
  }
  return { id, name, urlFlag: null };
}

const knownRegions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** An ISO 3166-1 alpha-2 code (upper-case) a country list would offer: one the region names know. */
export function isKnownCountry(code: string): boolean {
  if (code === 'ZZ') return false;
  try {
    return knownRegions.of(code) !== undefined;
  } catch {
    return false;
  }
}

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

/**
 * A user row as the wire `User` for one viewer. E-mail, phone, block list and the payment customer id are
 * the user's own business: they are left out for everybody else.
 */
export function toUserView(row: UserRow, viewerId: string | null | undefined): User {
  const view: User = {
    id: row.id,
    nickName: row.nickName,
    bio: row.bio,
    profilePicUrl: row.profilePicUrl,
    userVerified: row.userVerified,
    roles: row.roles.filter(isRole),
    country: countryOf(row.countryCode),
    discord: row.discord,
    facebook: row.facebook,
    instagram: row.instagram,
    twitch: row.twitch,
    coverUrl: row.coverUrl,
    location: row.location,
    website: row.website,
    founded: row.founded,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (viewerId !== row.id) return view;
  return {
    ...view,
    email: row.email,
    numberPhone: row.numberPhone,
    blockedUserIds: row.blockedUserIds,
    stripeCustomerId: row.stripeCustomerId,
    locale: isLocale(row.locale) ? row.locale : null,
  };
}

export const toSelfView = (row: UserRow) => toUserView(row, row.id);

/** A row of the Players list, its country code named. */
export const toPlayerListItem = ({ countryCode, ...row }: Omit<PlayerListItem, 'country'> & { countryCode: string | null }): PlayerListItem => ({
  ...row,
  country: countryOf(countryCode),
});
