import fastifyStatic from '@fastify/static';
import { isLocale, locales, type Locale } from '@clutch/contract/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Config } from '../config.ts';
import { pageLocale } from '../i18n/request-locale.ts';
import { notFound } from '../lib/app-error.ts';
import { publicScope } from './access.ts';
import { tokenFromRequest } from './session.ts';
import { setSessionHint } from './session-cookie.ts';

const API_PREFIXES = ['/api/', '/uploads/', '/socket.io/'];

/** The client's pages other sites may frame: a tournament's embed and its stream overlays (apps/web config/paths.ts). */
export const EMBEDDABLE_PREFIXES = ['/embed/', '/overlay/'] as const;

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html for every other GET so the client
 * router decides (its not-found page included). Unknown API paths answer JSON 404.
 */
/** Writes a page's head for its path (modules/seo): given by the composition root, so plugins import no module. */
export interface PageHeads {
  pageHtml(pathname: string, html: string, previewTemplate?: string): Promise<string>;
}

const GENERIC_HEADS: PageHeads = { pageHtml: async (_pathname, html) => html };

export async function registerWebClient(app: FastifyInstance, config: Config, seo: PageHeads = GENERIC_HEADS) {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built ? fs.readFileSync(indexFile, 'utf8') : '';
  /** A public tournament page's first paint, a template the build renders (apps/web scripts/prerender.ts, ADR 022). */
  const previewFile = path.join(config.webDistDir, 'tournament-preview.html');
  const tournamentPreview = built && fs.existsSync(previewFile) ? fs.readFileSync(previewFile, 'utf8') : undefined;
  /** The landing prerendered in each language by the web build (apps/web scripts/prerender.ts, ADR 022). */
  const landingFiles = new Map<Locale, string>();
  for (const locale of locales) {
    const file = path.join(config.webDistDir, 'landing', `${locale}.html`);
    if (built && fs.existsSync(file)) landingFiles.set(locale, fs.readFileSync(file, 'utf8'));
  }
  /** The landing's page per language, with its head, compressed once: it is the same for every visitor. */
  const landingPages = new Map<Locale, Promise<{ html: string; br: Buffer; gzip: Buffer }>>();
  const landingPage = (locale: Locale, prerendered: string) => {
    let page = landingPages.get(locale);
    if (!page) {
      page = seo.pageHtml('/', prerendered).then((html) => ({
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      }));
      landingPages.set(locale, page);
    }
    return page;
  };

  /**
   * The page names its language in `<html lang>` for the first paint, and the client starts in it: the signed-in
   * account's choice, else this browser's cookie, else `Accept-Language`.
   */
  async function sessionAndLocale(request: FastifyRequest, chosen: Locale | null) {
    const token = tokenFromRequest(request, config.session.cookieName);
    const session = token ? await app.ctx.sessions.resolve(token) : null;
    return { signedIn: session !== null, locale: chosen ?? pageLocale(request, session?.user.locale) };
  }

  /** The SPA's index, which its router turns into the page `request` names. */
  async function sendIndex(request: FastifyRequest, reply: FastifyReply, chosen: Locale | null = null) {
    if (!built) {
      return reply.status(503).type('text/plain').send('The web client is not built yet: run `npm run build` (npm start does it).');
    }
    const { signedIn, locale } = await sessionAndLocale(request, chosen);
    // Whether this browser has a session, for the client's script (session-cookie.ts): a header, so the page's
    // body, the landing's shared compressed copy included, stays the same for everyone.
    setSessionHint(reply, config, signedIn);
    const pathname = request.url.split('?')[0] ?? '/';
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8');
    const prerendered = pathname === '/' ? landingFiles.get(locale) : undefined;
    if (prerendered) {
      const page = await landingPage(locale, prerendered);
      reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    }
    // Every other page is the SPA's shell; a public tournament's gets its own head (title, share card, JSON-LD).
    const html = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
    return reply.send(await seo.pageHtml(pathname, html, tournamentPreview));
  }

  // The SPA's files and its fallback are public: a scope where @fastify/static's routes are open to visitors.
  await publicScope(app, async (scope) => {
    if (built) {
      await scope.register(fastifyStatic, {
        root: config.webDistDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset; they go out when the browser accepts them.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }

    // Set inside the scope so `reply.sendFile` is there; with no prefix it answers every unmatched request.
    scope.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api') {
        throw notFound(`No route for ${request.method} ${url}.`);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') throw notFound(`No route for ${request.method} ${url}.`);
      return sendIndex(request, reply);
    });

    // Frameable by any site (every other page keeps `frame-ancestors 'self'` and X-Frame-Options). The host page
    // picks the language with `?lang=`; a third-party frame carries no cookie, so the browser's languages decide
    // otherwise.
    for (const prefix of EMBEDDABLE_PREFIXES) {
      scope.get(`${prefix}*`, { config: { framing: 'embeddable' } }, async (request, reply) => {
        const { lang } = request.query as { lang?: unknown };
        return sendIndex(request, reply, isLocale(lang) ? lang : null);
      });
    }
  });
}
