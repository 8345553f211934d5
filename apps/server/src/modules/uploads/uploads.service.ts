import { IMAGE_MAX_BYTES } from '@clutch/contract/teams';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { imageTooLarge, invalidImage } from './image-errors.ts';
import { insertUpload } from './uploads.repository.ts';

// Routes that take a file read their form with it (teams' create-with-photo too).
export { readMultipartForm } from './multipart-form.ts';

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
export async function encodeImage(input: Buffer, opts: { maxSide?: number } = {}): Promise<EncodedImage> {
  const maxSide = opts.maxSide ?? IMAGE_MAX_SIDE;
  if (input.length > IMAGE_MAX_BYTES) throw imageTooLarge();
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
export function imageKey(now: Date) {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.webp`;
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
