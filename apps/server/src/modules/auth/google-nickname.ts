import { NICKNAME_MAX, NICKNAME_MIN } from '@clutch/contract/users';

/** A nickname-shaped base from the Google given name, else the e-mail's local part. */
export function nicknameBase(identity: { givenName?: string; email: string }) {
  const clean = (value: string | undefined) =>
    (value ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_.-]+/g, '')
      .replace(/^[.-]+|[.-]+$/g, '')
      .slice(0, NICKNAME_MAX - 4);
  const base = clean(identity.givenName) || clean(identity.email.split('@')[0]) || 'player';
  return base.length >= NICKNAME_MIN ? base : `player_${base}`;
}

/** `base`, else `base2`, `base3`… whichever is not in `taken` (lower-cased). */
export function firstFreeNickname(base: string, taken: Set<string>) {
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; n < 10_000; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
  return `${base.slice(0, NICKNAME_MAX - 6)}${Math.floor(Math.random() * 1e6)}`;
}
