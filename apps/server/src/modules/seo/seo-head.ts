/**
 * The head of a page the server sends (ADR 022): title, description, canonical URL, Open Graph and Twitter card
 * tags, and schema.org JSON-LD, written into the built index.html. Pure text functions, no I/O.
 */

export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  /** Absolute; 1200×630. */
  imageUrl?: string;
  imageAlt?: string;
  /** Open Graph's `og:type`. */
  type: 'website' | 'article';
  /** schema.org data, written as `<script type="application/ld+json">` (data, never run). */
  jsonLd?: Record<string, unknown>;
}

const SITE_NAME = 'Clutch';

export function escapeHtml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);
}

/**
 * JSON safe inside a `<script>` element: `<` (so no `</script>` or `<!--` can close or change it), `>`, `&` and the
 * two line separators JavaScript once refused are written as `\u` escapes, which JSON reads back as the same text.
 */
export function jsonForScript(value: unknown) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
  ];
  if (head.imageUrl) {
    tags.push(
      meta('property', 'og:image', head.imageUrl),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', '1200'),
      meta('property', 'og:image:height', '630'),
    );
    if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt));
  }
  tags.push(
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.imageUrl) tags.push(meta('name', 'twitter:image', head.imageUrl));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** `html` (the built index.html or a prerendered page) with `head`'s title and description and the tags above. */
export function withHead(html: string, head: PageHead): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `  ${headTags(head)}\n  </head>`);
}

const unescapeHtml = (text: string) =>
  text.replace(/&(lt|gt|amp|quot|#39);/g, (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" })[name]!);

/** The page's current title and description (the ones index.html was built with), as text. */
export function headTextOf(html: string) {
  return {
    title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? SITE_NAME),
    description: unescapeHtml(/<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1] ?? ''),
  };
}

/**
 * What the web build writes in place of a tournament's text in the preview's template (apps/web src/entry-server.tsx,
 * TOURNAMENT_PREVIEW_SLOTS; dist/tournament-preview.html).
 */
const PREVIEW_SLOTS = { name: '__CLUTCH_NAME__', game: '__CLUTCH_GAME__', cover: '__CLUTCH_COVER__' } as const;

export interface TournamentPreview {
  name: string;
  game: string;
  /** The cover image's URL, as the page shows it. */
  cover: string;
}

/**
 * `html` with a tournament page's first paint (ADR 022) at the start of its body: `template` (the build's, with its
 * slots) filled in with `preview`'s text, HTML-escaped, so the page paints its cover and name before its JavaScript
 * runs. The app removes it once it shows its own header (apps/web lib/page-preview.ts).
 */
export function withTournamentPreview(html: string, template: string, preview: TournamentPreview): string {
  const filled = template.replace(/__CLUTCH_(NAME|GAME|COVER)__/g, (slot) => {
    const key = (Object.keys(PREVIEW_SLOTS) as (keyof TournamentPreview)[]).find((k) => PREVIEW_SLOTS[k] === slot)!;
    return escapeHtml(preview[key]);
  });
  return html.replace(/<body[^>]*>/, (body) => `${body}\n    ${filled}`);
}
