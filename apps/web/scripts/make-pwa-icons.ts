/**
 * `npx tsx apps/web/scripts/make-pwa-icons.ts`: draws the installed app's icons from the favicon's mark into
 * public/icons (committed; run again only when the mark changes). The maskable icon keeps the mark inside the
 * middle 80 % that every launcher's mask leaves visible.
 */
import path from 'node:path';
import sharp from 'sharp';

const out = path.join(import.meta.dirname, '../public/icons');
const PRIMARY = '#7c5cff';
const mark = (size: number, scale: number) => {
  const stroke = 3.5;
  // The favicon's "C", drawn on a 32-unit grid and scaled about the centre.
  return `<g transform="translate(${size / 2} ${size / 2}) scale(${(size / 32) * scale}) translate(-16 -16)"><path d="M21.5 10.5a8 8 0 1 0 0 11" fill="none" stroke="#fff" stroke-width="${stroke}" stroke-linecap="round"/></g>`;
};
const rounded = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${size / 4}" fill="${PRIMARY}"/>${mark(size, 1)}</svg>`;
const fullBleed = (size: number, scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${PRIMARY}"/>${mark(size, scale)}</svg>`;

await sharp(Buffer.from(rounded(192))).png().toFile(path.join(out, 'icon-192.png'));
await sharp(Buffer.from(rounded(512))).png().toFile(path.join(out, 'icon-512.png'));
await sharp(Buffer.from(fullBleed(512, 0.8))).png().toFile(path.join(out, 'icon-maskable-512.png'));
// iOS draws its own rounded corners on a full square.
await sharp(Buffer.from(fullBleed(180, 0.9))).png().toFile(path.join(out, 'apple-touch-icon.png'));
