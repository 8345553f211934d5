import { publicTournamentStatuses, type Tournament } from '@clutch/contract/tournaments';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { findTournamentView, publicOnly } from '../tournaments/tournaments.service.ts';
import { clip, headTextOf, withHead, withTournamentPreview, type PageHead } from './seo-head.ts';
import { countPublicTournaments, publicTournamentsPage } from './seo.repository.ts';
import { shareBannerKey, shareImageOf } from './share-image.ts';

/** The sitemap protocol's limit of URLs per file; above it /sitemap.xml becomes an index of numbered files. */
export const SITEMAP_MAX_URLS = 50_000;

/** The web client's public paths the server writes (apps/web src/config/paths.ts). */
export const webPaths = {
  home: () => '/',
  tournament: (id: string) => `/app/tournaments/${id}`,
  shareImage: (id: string) => `/media/share/tournaments/${id}.png`,
  sitemapPage: (page: number) => `/sitemap/${page}.xml`,
};

const TOURNAMENT_PAGE = /^\/app\/tournaments\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const isPublic = (t: Tournament) => (publicTournamentStatuses as readonly string[]).includes(t.status);

const EVENT_STATUS: Record<string, string> = {
  CANCELLED: 'https://schema.org/EventCancelled',
};

/** schema.org's SportsEvent for a public tournament. */
export function tournamentJsonLd(t: Tournament, pageUrl: string, imageUrl: string): Record<string, unknown> {
  const online = !t.location;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: t.name,
    description: t.description || undefined,
    url: pageUrl,
    image: [imageUrl],
    sport: t.game.name,
    startDate: t.tournamentStartDate,
    endDate: t.tournamentEndDate,
    eventStatus: EVENT_STATUS[t.status] ?? 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? { '@type': 'VirtualLocation', url: pageUrl } : { '@type': 'Place', name: t.location, address: t.location },
    organizer: { '@type': 'Person', name: t.organizer.nickName },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: t.entryFee,
      priceCurrency: t.currency,
      availability: t.status === 'OPEN_FOR_REGISTRATION' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      validFrom: t.registrationStartDate,
    },
  };
}

/**
 * What search engines and social sites read (ADR 022): robots.txt, the sitemap, each public page's head tags and a
 * tournament's share image. Drafts are never named: a draft's page gets the generic shell, its image a 404.
 */
export function createSeoService(deps: { db: Executor; config: Pick<Config, 'publicUrl'> }) {
  const { db } = deps;
  const origin = deps.config.publicUrl;
  const absolute = (path: string) => `${origin}${path}`;

  async function publicTournament(id: string): Promise<Tournament | null> {
    const t = await findTournamentView(db, id, null);
    return t && isPublic(t) ? t : null;
  }

  return {
    robotsTxt(): string {
      return ['User-agent: *', 'Disallow: /app/', 'Disallow: /api/', 'Allow: /app/tournaments/', 'Allow: /', '', `Sitemap: ${absolute('/sitemap.xml')}`, ''].join('\n');
    },

    /**
     * `/sitemap.xml` (`page` undefined): every public URL, or an index of numbered files when there are more than
     * SITEMAP_MAX_URLS; `page` n: that numbered file (null when there is no such page).
     */
    async sitemap(page?: number): Promise<string | null> {
      const tournaments = await countPublicTournaments(db, publicOnly());
      const urls = tournaments + 1;
      const pages = Math.ceil(urls / SITEMAP_MAX_URLS);
      if (page === undefined && pages > 1) {
        const entries = Array.from({ length: pages }, (_, i) => `<sitemap><loc>${escapeXml(absolute(webPaths.sitemapPage(i + 1)))}</loc></sitemap>`);
        return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
      }
      const n = page ?? 1;
      if (n < 1 || n > pages) return null;
      // The landing is the first URL of the first file; tournaments fill the rest in id order.
      const first = n === 1;
      const offset = (n - 1) * SITEMAP_MAX_URLS - (first ? 0 : 1);
      const rows = await publicTournamentsPage(db, publicOnly(), offset, SITEMAP_MAX_URLS - (first ? 1 : 0));
      const entries = [
        ...(first ? [`<url><loc>${escapeXml(absolute(webPaths.home()))}</loc></url>`] : []),
        ...rows.map(
          (r) => `<url><loc>${escapeXml(absolute(webPaths.tournament(r.id)))}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    },

    /** A public tournament's share image (PNG, 1200×630), or null for a draft or an unknown id. */
    /** The card's key (its ETag) at once, the PNG only when asked: a revalidation never draws. */
    async shareImage(id: string): Promise<{ key: string; png: () => Promise<Buffer> } | null> {
      const t = await publicTournament(id);
      if (!t) return null;
      const key = shareBannerKey(t);
      return { key, png: () => shareImageOf(key) };
    },

    /**
     * `html` (the page the web client would get) with its head written for `pathname`: the landing's and a public
     * tournament's; any other page (and a draft's) keeps the generic head. A public tournament's page also gets its
     * first paint from `previewTemplate` when the build made one (ADR 022).
     */
    async pageHtml(pathname: string, html: string, previewTemplate?: string): Promise<string> {
      if (pathname === webPaths.home()) {
        const { title, description } = headTextOf(html);
        return withHead(html, { title, description, canonicalUrl: absolute(webPaths.home()), type: 'website' });
      }
      const id = TOURNAMENT_PAGE.exec(pathname)?.[1];
      if (!id) return html;
      const t = await publicTournament(id.toLowerCase());
      if (!t) return html;
      const pageUrl = absolute(webPaths.tournament(t.id));
      const imageUrl = absolute(webPaths.shareImage(t.id));
      const head: PageHead = {
        title: `${t.name} · ${t.game.name} · Clutch`,
        description: clip(t.description || t.name, 200),
        canonicalUrl: pageUrl,
        imageUrl,
        imageAlt: t.name,
        type: 'website',
        jsonLd: tournamentJsonLd(t, pageUrl, imageUrl),
      };
      // The app's cover (apps/web TournamentCover): the first photo, else the generated artwork, else the game's.
      const cover = t.urlPhotos[0] ?? t.tournamentPhotoUrl ?? t.game.background_image;
      const page = previewTemplate ? withTournamentPreview(html, previewTemplate, { name: t.name, game: t.game.name, cover }) : html;
      return withHead(page, head);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
