import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { renderTournamentBanner, TOURNAMENT_BANNER_KEY } from '../../platform/artwork/tournament-banner.ts';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const GENERATED_BANNER = /^\/media\/tournaments\/([^/]+)\.svg$/;

/**
 * The generated banner a tournament is shown with: its own when its photo is one (`/media/tournaments/<key>.svg`),
 * else one drawn from its name (an uploaded photo may live on S3 or be any size; the card stays ours).
 */
export function shareBannerKey(tournament: { name: string; tournamentPhotoUrl: string | null }): string {
  const own = tournament.tournamentPhotoUrl ? GENERATED_BANNER.exec(tournament.tournamentPhotoUrl)?.[1] : undefined;
  if (own && TOURNAMENT_BANNER_KEY.test(own)) return own;
  const words = tournament.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => w.slice(0, 24))
    .slice(0, 6);
  return `${words.length ? words.join('-') : 'clutch'}-1`;
}

/**
 * The social card of a tournament: its banner (platform/artwork, 16:9 SVG) cut to 1200×630 and drawn as PNG,
 * since social sites do not take SVG.
 */
export async function renderShareImage(bannerKey: string): Promise<Buffer> {
  return sharp(Buffer.from(renderTournamentBanner(bannerKey)))
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'centre' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Drawing a card costs tens of milliseconds of CPU and anyone may ask for any public tournament's, again and again:
 * each is drawn once per key (concurrent asks share the drawing) and kept, up to 16 MB.
 */
const drawn = new LRUCache<string, Promise<Buffer>>({ maxSize: 16 * 1024 * 1024, sizeCalculation: () => 64 * 1024 });

export function shareImageOf(bannerKey: string): Promise<Buffer> {
  let png = drawn.get(bannerKey);
  if (!png) {
    png = renderShareImage(bannerKey);
    drawn.set(bannerKey, png);
    png.catch(() => drawn.delete(bannerKey));
  }
  return png;
}
