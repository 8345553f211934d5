import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Storage } from '../../platform/storage/storage.ts';

const PROBE_KEY = 'probe.webp';

/** The storage key behind one of our own upload URLs, or null for any other URL. */
function keyOf(storage: Storage, url: string): string | null {
  const prefix = storage.url(PROBE_KEY).slice(0, -PROBE_KEY.length);
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i.test(key) && !key.includes('..') ? key : null;
}

/**
 * Tournament photos are images uploaded here (POST /uploads/images), or ones the tournament already shows: a
 * browser never fetches a third party's image from our pages.
 */
export async function assertOwnPhotos(db: Executor, storage: Storage, urls: string[], alreadyShown: readonly string[] = []) {
  const fresh = urls.filter((url) => !alreadyShown.includes(url));
  if (fresh.length === 0) return;
  const keys = fresh.map((url) => keyOf(storage, url));
  const known =
    keys.some((k) => k !== null)
      ? new Set((await db.select({ key: uploads.key }).from(uploads).where(inArray(uploads.key, keys.filter((k) => k !== null)))).map((r) => r.key))
      : new Set<string>();
  if (keys.some((k) => k === null || !known.has(k))) {
    const message = 'Photos must be images uploaded to Clutch: upload them first.';
    throw badRequest(message, 'PHOTO_NOT_UPLOADED', { urlPhotos: message });
  }
}
