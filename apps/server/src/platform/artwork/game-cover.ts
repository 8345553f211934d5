import { createHash } from 'node:crypto';
import type { Genre } from '@clutch/contract/games';

/** Where a game's generated cover is served (the contract's `background_image`). */
export const gameCoverPath = (slug: string) => `/media/games/${slug}.svg`;

export interface CoverGame {
  slug: string;
  name: string;
  genres: readonly string[];
  platforms: readonly string[];
}

const WIDTH = 1280;
const HEIGHT = 720;
const PAD_X = 72;
const PAD_BOTTOM = 76;
const FONT = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Base hue per genre, so a genre reads the same across the catalogue; the slug's hash shifts it a little. */
const GENRE_HUE: Record<Genre, number> = {
  FPS: 14,
  MOBA: 262,
  'Battle Royale': 36,
  Sports: 148,
  Strategy: 208,
  Fighting: 350,
  Racing: 188,
  Card: 292,
  Other: 232,
};

export function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** Deterministic bytes from the slug: the same game always gets the same art. */
function seedOf(slug: string) {
  const bytes = createHash('sha256').update(slug).digest();
  let i = 0;
  return () => bytes[i++ % bytes.length]! / 255;
}

/** Rough advance widths of a heavy sans-serif, in em; erring wide keeps long names inside the frame. */
function charWidth(c: string) {
  if (c === ' ') return 0.28;
  if (/[il.,:;!|'’]/.test(c)) return 0.3;
  if (/[fjrtI1()[\]-]/.test(c)) return 0.42;
  if (/[mwMW]/.test(c)) return 0.92;
  if (/[A-Z]/.test(c)) return 0.72;
  if (/[0-9]/.test(c)) return 0.62;
  return 0.6;
}

const textWidth = (text: string, size: number) => [...text].reduce((w, c) => w + charWidth(c), 0) * size;

/** Splits a word that is wider than a line on its own. */
function breakWord(word: string, size: number, max: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const c of word) {
    if (current && textWidth(current + c, size) > max) {
      parts.push(current);
      current = c;
    } else current += c;
  }
  return current ? [...parts, current] : parts;
}

function wrap(text: string, size: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= max) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = textWidth(word, size) > max ? breakWord(word, size, max) : [word];
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1)!;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size at which the name fits in its lines; past the smallest size, the last line is cut with an ellipsis. */
export function layoutTitle(name: string, max = WIDTH - 2 * PAD_X): { size: number; lines: string[] } {
  const sizes = [132, 116, 100, 88, 76, 66, 58];
  for (const size of sizes) {
    const lines = wrap(name, size, max);
    if (lines.length <= (size >= 100 ? 2 : 3)) return { size, lines };
  }
  const size = sizes.at(-1)!;
  const lines = wrap(name, size, max).slice(0, 3);
  let last = lines[2]!;
  while (last.length > 1 && textWidth(`${last}…`, size) > max) last = last.slice(0, -1);
  lines[2] = `${last.trimEnd()}…`;
  return { size, lines };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;
const n = (v: number) => Math.round(v * 10) / 10;

/** The genre's motif, drawn faintly behind the title. */
function motif(genre: Genre, rnd: () => number, stroke: string): string {
  const g = (body: string, opacity = 0.16) =>
    `<g fill="none" stroke="${stroke}" stroke-width="3" opacity="${opacity}">${body}</g>`;
  const cx = n(WIDTH * (0.6 + rnd() * 0.25));
  const cy = n(HEIGHT * (0.25 + rnd() * 0.25));
  switch (genre) {
    case 'FPS': {
      const r = 120 + rnd() * 60;
      return g(
        [1, 0.62, 0.22].map((k) => `<circle cx="${cx}" cy="${cy}" r="${n(r * k)}"/>`).join('') +
          `<path d="M${n(cx - r * 1.5)} ${cy}H${n(cx - r * 0.35)}M${n(cx + r * 0.35)} ${cy}H${n(cx + r * 1.5)}M${cx} ${n(cy - r * 1.5)}V${n(cy - r * 0.35)}M${cx} ${n(cy + r * 0.35)}V${n(cy + r * 1.5)}"/>`,
        0.22,
      );
    }
    case 'Battle Royale':
      return g([1, 0.72, 0.46, 0.24].map((k, i) => `<circle cx="${n(cx - i * 28)}" cy="${n(cy + i * 14)}" r="${n(420 * k)}"/>`).join(''));
    case 'MOBA': {
      const lanes = `<path d="M80 680 L1200 40"/><path d="M80 680 L80 140 Q80 40 180 40 L1200 40"/><path d="M80 680 L1100 680 Q1200 680 1200 580 L1200 40"/>`;
      return g(lanes + `<circle cx="640" cy="360" r="${n(50 + rnd() * 30)}"/>`, 0.18);
    }
    case 'Sports':
      return g(
        `<rect x="60" y="40" width="1160" height="640" rx="8"/><path d="M640 40V680"/><circle cx="640" cy="360" r="110"/>` +
          `<rect x="60" y="200" width="150" height="320"/><rect x="1070" y="200" width="150" height="320"/>`,
        0.14,
      );
    case 'Strategy': {
      const s = 80 + Math.round(rnd() * 40);
      let d = '';
      for (let x = s; x < WIDTH; x += s) d += `M${x} 0V${HEIGHT}`;
      for (let y = s; y < HEIGHT; y += s) d += `M0 ${y}H${WIDTH}`;
      return g(`<path d="${d}" stroke-width="2"/><rect x="${n(cx - s / 2)}" y="${n(cy - s / 2)}" width="${s}" height="${s}" stroke-width="5"/>`, 0.14);
    }
    case 'Fighting': {
      let d = '';
      for (let i = 0; i < 5; i++) {
        const x = 520 + i * 150 + rnd() * 40;
        d += `M${n(x)} 0L${n(x - 420)} ${HEIGHT}`;
      }
      return g(`<path d="${d}" stroke-width="${n(10 + rnd() * 10)}"/>`, 0.12);
    }
    case 'Racing': {
      let d = '';
      for (let i = 0; i < 9; i++) {
        const y = 60 + i * 58 + rnd() * 20;
        const x = 300 + rnd() * 500;
        d += `M${n(x)} ${n(y)}H${n(x + 260 + rnd() * 420)}`;
      }
      return g(`<path d="${d}" stroke-width="6" stroke-linecap="round"/>`, 0.2);
    }
    case 'Card':
      return g(
        [-14, 0, 14]
          .map((deg) => `<rect x="${n(cx - 110)}" y="${n(cy - 160)}" width="220" height="320" rx="20" transform="rotate(${deg} ${cx} ${n(cy + 260)})"/>`)
          .join(''),
        0.2,
      );
    case 'Other': {
      let dots = '';
      for (let y = 40; y < HEIGHT; y += 56) for (let x = 40; x < WIDTH; x += 56) dots += `<circle cx="${x}" cy="${y}" r="3"/>`;
      return `<g fill="${stroke}" opacity="0.14">${dots}</g>`;
    }
  }
}

/** A 16:9 cover: genre-tinted gradient and motif, the name set large at the bottom left. No scripts, no external resources. */
export function renderGameCover(game: CoverGame): string {
  const rnd = seedOf(game.slug);
  const genre = (game.genres.find((g): g is Genre => g in GENRE_HUE) ?? 'Other') as Genre;
  const hue = GENRE_HUE[genre] + (rnd() - 0.5) * 36;
  const angle = Math.round(rnd() * 90);
  const glowX = n(55 + rnd() * 35);
  const glowY = n(10 + rnd() * 40);
  const { size, lines } = layoutTitle(game.name);
  const lineHeight = size * 1.04;
  const firstBaseline = HEIGHT - PAD_BOTTOM - (lines.length - 1) * lineHeight;
  const label = [genre === 'Other' ? null : genre, ...game.platforms].filter(Boolean).join('  ·  ').toUpperCase();
  const labelY = firstBaseline - size * 0.92 - 22;

  const title = lines
    .map((line, i) => `<tspan x="${PAD_X}" y="${n(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(game.name)}">`,
    `<defs>`,
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${hsl(hue, 62, 24)}"/><stop offset="1" stop-color="${hsl(hue + 38, 70, 9)}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${glowX}%" cy="${glowY}%" r="60%"><stop offset="0" stop-color="${hsl(hue, 90, 58)}" stop-opacity="0.55"/><stop offset="1" stop-color="${hsl(hue, 90, 58)}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>`,
    `</defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`,
    motif(genre, rnd, hsl(hue, 90, 78)),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>`,
    `<rect x="${PAD_X}" y="${n(labelY - 34)}" width="56" height="6" rx="3" fill="${hsl(hue, 95, 62)}"/>`,
    `<text x="${PAD_X}" y="${n(labelY)}" font-family="${FONT}" font-size="30" font-weight="600" letter-spacing="4" fill="#fff" fill-opacity="0.78">${escapeXml(label)}</text>`,
    `<text font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="-1" fill="#fff">${title}</text>`,
    `</svg>`,
  ].join('');
}
