import { IMAGE_MAX_BYTES } from '@clutch/contract/teams';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { imageTooLarge, invalidImage } from './image-errors.ts';
import { deleteUpload, insertUpload } from './uploads.repository.ts';

// Routes that take a file read their form with it (teams' create-with-photo too).
export { readMultipartForm } from './multipart-form.ts';
// Videos (stories): judged by their bytes, their length read from the container.
export { inspectVideo, sniffMedia, type InspectedVideo, type SniffedMedia } from './video-intake.ts';
/** Removes the `uploads` rows of these storage keys (the caller deletes the objects once it has committed). */
export { deleteUploadsByKeys } from './uploads.repository.ts';

/** Judged by their first bytes, never by name or declared type. */
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
/** Longest side after re-encoding, unless the caller asks for another (a profile's wide cover, its small avatar). */
export const IMAGE_MAX_SIDE = 1600;
/** Decompression bombs stop here (a 5 MB PNG can claim gigapixels). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

/**
 * Checks the magic bytes, then re-encodes to WebP: turned upright by its EXIF orientation, every metadata
 * block (EXIF, GPS, XMP, ICC) dropped, the longest side capped at `maxSide`. Animated GIFs keep their first frame.
 */
export async function encodeImage(input: Buffer, opts: { maxSide?: number; maxBytes?: number } = {}): Promise<EncodedImage> {
  const maxSide = opts.maxSide ?? IMAGE_MAX_SIDE;
  if (input.length > (opts.maxBytes ?? IMAGE_MAX_BYTES)) throw imageTooLarge();
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw invalidImage();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch {
    // Right magic bytes, broken body.
    throw invalidImage();
  }
}

/** `2026/11/<uuid>.webp`: by month, never guessable, never from the client's file name. */
export function imageKey(now: Date, extension = 'webp') {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

export interface StoredImage {
  key: string;
  url: string;
}

/** Puts the object; the caller records it with `recordImage` in its transaction and calls `discard` if that fails. */
export async function putImage(storage: Storage, image: EncodedImage, now: Date): Promise<StoredImage> {
  const key = imageKey(now);
  await storage.put(key, image.bytes, image.contentType);
  return { key, url: storage.url(key) };
}

export async function recordImage(
  tx: Executor,
  stored: StoredImage,
  image: EncodedImage,
  meta: { ownerId: string; purpose: string },
) {
  return insertUpload(tx, {
    key: stored.key,
    ownerId: meta.ownerId,
    purpose: meta.purpose,
    contentType: image.contentType,
    bytes: image.bytes.length,
    width: image.width,
    height: image.height,
  });
}

/**
 * Stores an encoded image and runs `work` in one transaction with its `uploads` row: when anything fails,
 * the row rolls back and the object is deleted, so nothing is left behind.
 */
export async function withStoredImage<T>(
  deps: { db: Executor; storage: Storage; now: () => Date },
  image: EncodedImage | null,
  meta: { ownerId: string; purpose: string },
  work: (tx: Executor, url: string | null) => Promise<T>,
): Promise<T> {
  if (!image) return runInTransaction(deps.db, (tx) => work(tx, null));
  const stored = await putImage(deps.storage, image, deps.now());
  try {
    return await runInTransaction(deps.db, async (tx) => {
      await recordImage(tx, stored, image, meta);
      return work(tx, stored.url);
    });
  } catch (err) {
    await deps.storage.delete(stored.key).catch(() => {});
    throw err;
  }
}

/** The key our storage gave an image URL (`2026/11/<uuid>.webp`), or null for a URL that is not one of ours. */
function storedKeyOf(storage: Storage, url: string): string | null {
  const key = /(\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp)$/.exec(url)?.[1];
  return key && storage.url(key) === url ? key : null;
}

/**
 * Deletes an image nothing shows any more (a replaced or removed team logo): its `uploads` row and its object.
 * Called after the change that dropped it committed, so a rollback never loses a picture in use. Only an upload
 * made for `purpose` is touched: a URL that is not ours (the demo seed's) or was stored for something else stays.
 * Best effort: a storage failure leaves an orphan object, never a failed request.
 */
export async function discardStoredImage(deps: { db: Executor; storage: Storage }, url: string | null, purpose: string) {
  if (!url) return;
  const key = storedKeyOf(deps.storage, url);
  if (!key) return;
  if (await deleteUpload(deps.db, key, purpose)) await deps.storage.delete(key).catch(() => {});
}

/** A file ready to be stored as it is: a re-encoded image or a checked video. */
export interface StorableMedia {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: string;
  /** The key's extension, which also gives the type the static route serves it with. */
  extension: string;
}

export const imageMedia = (image: EncodedImage): StorableMedia => ({ ...image, extension: 'webp' });

/**
 * Like `withStoredImage` for any stored media, and `work` learns the storage key too (to delete the object
 * later): the object and its `uploads` row exist together or not at all.
 */
export async function withStoredMedia<T>(
  deps: { db: Executor; storage: Storage; now: () => Date },
  media: StorableMedia,
  meta: { ownerId: string; purpose: string },
  work: (tx: Executor, stored: StoredImage) => Promise<T>,
): Promise<T> {
  const key = imageKey(deps.now(), media.extension);
  await deps.storage.put(key, media.bytes, media.contentType);
  const stored = { key, url: deps.storage.url(key) };
  try {
    return await runInTransaction(deps.db, async (tx) => {
      await insertUpload(tx, {
        key,
        ownerId: meta.ownerId,
        purpose: meta.purpose,
        contentType: media.contentType,
        bytes: media.bytes.length,
        width: media.width,
        height: media.height,
      });
      return work(tx, stored);
    });
  } catch (err) {
    await deps.storage.delete(key).catch(() => {});
    throw err;
  }
}
