import { createHash } from 'node:crypto';
import { createPrng, type Prng } from '../../lib/prng.ts';

/**
 * Generated tournament photos: a deterministic 16:9 SVG from a key `<seed>-<n>` (the seed words become the
 * title, `n` picks the variant). Self-contained: no fonts, images or links from anywhere else.
 */

/** Lower-case words joined by dashes, then the variant number. */
export const TOURNAMENT_BANNER_KEY = /^[a-z0-9]{1,24}(?:-[a-z0-9]{1,24}){0,7}-\d{1,3}$/;

/** Bump when the drawing changes, so cached copies (ETag, immutable) are replaced. */
const RENDERER_VERSION = '2';
const WIDTH = 1600;
const HEIGHT = 900;

export const tournamentBannerUrl = (seed: string, n: number) => `/media/tournaments/${seed}-${n}.svg`;

export function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export function tournamentBannerEtag(key: string) {
  return `"tb${RENDERER_VERSION}-${createHash('sha256').update(key).digest('hex').slice(0, 20)}"`;
}

const PALETTES = [
  ['#0b1020', '#ff4655', '#ffb400'],
  ['#070d1a', '#00e5ff', '#7c4dff'],
  ['#0f0a1e', '#ff2bd6', '#39c0ff'],
  ['#081410', '#22e58b', '#e5ff3a'],
  ['#120a06', '#ff7a1a', '#ffd166'],
  ['#0a0f1f', '#4d7cff', '#ff4d8d'],
  ['#0d0d12', '#f5f5f5', '#ff3b3b'],
  ['#061318', '#14f1d9', '#ff9f1c'],
] as const;

const f = (n: number) => Math.round(n * 10) / 10;

function titleOf(seed: string) {
  const words = seed.split('-').map((w) => w.toUpperCase());
  // Two lines at most, balanced by length.
  if (words.join(' ').length <= 16 || words.length === 1) return [words.join(' ')];
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) [best, bestDiff] = [i, diff];
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

function slashes(prng: Prng, accent: string, second: string) {
  const out: string[] = [];
  for (let i = 0, n = prng.int(5, 9); i < n; i++) {
    const x = prng.int(-200, WIDTH);
    const w = prng.int(14, 120);
    const lean = prng.int(220, 420);
    const color = prng.chance(0.6) ? accent : second;
    const opacity = f(0.08 + prng.next() * 0.35);
    out.push(`<polygon points="${x},${HEIGHT} ${x + w},${HEIGHT} ${x + w + lean},0 ${x + lean},0" fill="${color}" opacity="${opacity}"/>`);
  }
  return out.join('');
}

function emblem(prng: Prng, cx: number, cy: number, r: number, accent: string, second: string) {
  const sides = prng.pick([3, 5, 6, 8]);
  const turn = prng.next() * Math.PI;
  const ring = (radius: number) =>
    Array.from({ length: sides }, (_, i) => {
      const a = turn + (i * 2 * Math.PI) / sides;
      return `${f(cx + radius * Math.cos(a))},${f(cy + radius * Math.sin(a))}`;
    }).join(' ');
  const chevrons = Array.from({ length: 3 }, (_, i) => {
    const y = cy + r * 0.15 + i * r * 0.18;
    return `<polyline points="${f(cx - r * 0.42)},${f(y)} ${f(cx)},${f(y - r * 0.28)} ${f(cx + r * 0.42)},${f(y)}" fill="none" stroke="${i === 0 ? accent : second}" stroke-width="${f(r * 0.07)}" stroke-linejoin="miter" opacity="${f(1 - i * 0.25)}"/>`;
  }).join('');
  return (
    `<g filter="url(#glow)">` +
    `<polygon points="${ring(r)}" fill="url(#emblemFill)" stroke="${accent}" stroke-width="${f(r * 0.05)}"/>` +
    `<polygon points="${ring(r * 0.72)}" fill="none" stroke="${second}" stroke-width="${f(r * 0.025)}" opacity="0.7"/>` +
    chevrons +
    `</g>`
  );
}

function grid(color: string) {
  const lines: string[] = [];
  for (let x = 0; x <= WIDTH; x += 80) lines.push(`<line x1="${x}" y1="0" x2="${x}" y2="${HEIGHT}"/>`);
  for (let y = 0; y <= HEIGHT; y += 80) lines.push(`<line x1="0" y1="${y}" x2="${WIDTH}" y2="${y}"/>`);
  return `<g stroke="${color}" stroke-width="1" opacity="0.06">${lines.join('')}</g>`;
}

/** The SVG document for `key` (callers validate it against `TOURNAMENT_BANNER_KEY`). */
export function renderTournamentBanner(key: string): string {
  const dash = key.lastIndexOf('-');
  const seed = key.slice(0, dash);
  const variant = Number(key.slice(dash + 1));
  const prng = createPrng(key);
  const [bg, accent, second] = PALETTES[(createPrng(seed).int(0, 1000) + variant) % PALETTES.length]!;
  const emblemLeft = variant % 2 === 1;
  const r = prng.int(190, 250);
  const cx = emblemLeft ? prng.int(300, 380) : prng.int(1220, 1300);
  const cy = prng.int(400, 480);
  const textX = emblemLeft ? 640 : 110;
  const lines = titleOf(seed);
  // Room left of or right of the emblem; heavy italic capitals run about 0.72 em wide.
  const room = emblemLeft ? WIDTH - textX - 60 : cx - r - 40 - textX;
  const fontSize = Math.min(150, Math.floor(room / (0.72 * Math.max(...lines.map((l) => l.length), 6))));
  const title = lines
    .map((line, i) => {
      const y = 420 + (i - (lines.length - 1) / 2) * fontSize * 1.05;
      return `<text x="${textX}" y="${f(y)}" font-size="${fontSize}">${escapeXml(line)}</text>`;
    })
    .join('');
  const tagline = escapeXml(prng.pick(['CHAMPIONSHIP SERIES', 'OPEN QUALIFIER', 'GRAND FINALS', 'PRO CIRCUIT', 'COMMUNITY CUP', 'MAJOR EVENT']));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(lines.join(' '))}">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="0.6" stop-color="${bg}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.35"/></linearGradient>` +
    `<radialGradient id="spot" cx="${f(cx / WIDTH)}" cy="${f(cy / HEIGHT)}" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="emblemFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${bg}" stop-opacity="0.9"/></linearGradient>` +
    `<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
    `</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    grid(second) +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#spot)"/>` +
    slashes(prng, accent, second) +
    emblem(prng, cx, cy, r, accent, second) +
    `<g font-family="Impact, 'Arial Black', 'Helvetica Neue', Arial, sans-serif" font-weight="900" font-style="italic" fill="#ffffff" letter-spacing="4">${title}</g>` +
    `<rect x="${textX}" y="${f(420 + ((lines.length - 1) / 2) * fontSize * 1.05 + 40)}" width="${prng.int(180, 320)}" height="14" fill="${accent}"/>` +
    `<text x="${textX}" y="${f(420 + ((lines.length - 1) / 2) * fontSize * 1.05 + 110)}" font-family="'Arial Black', Arial, sans-serif" font-weight="700" font-size="44" letter-spacing="10" fill="${second}">${tagline}</text>` +
    `<text x="${WIDTH - 60}" y="${HEIGHT - 50}" text-anchor="end" font-family="Arial, sans-serif" font-weight="700" font-size="28" letter-spacing="6" fill="#ffffff" opacity="0.55">CLUTCH · ${String(variant).padStart(2, '0')}</text>` +
    `</svg>`
  );
}
