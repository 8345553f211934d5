import { asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games } from '../../db/schema/index.ts';

export interface RawgLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface RawgImportOptions {
  db: Executor;
  log: RawgLog;
  apiKey: string;
  /** e.g. https://api.rawg.io/api (config `RAWG_API_URL`). */
  apiUrl: string;
  /** Also refresh games matched before; by default only games without a `rawg_id` are looked up. */
  all?: boolean;
  concurrency?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  now?: () => Date;
}

export type RawgStopReason = 'unauthorized' | 'rate-limited' | 'unreachable' | 'aborted';

export interface RawgImportResult {
  matched: number;
  unmatched: number;
  failed: number;
  stopped: RawgStopReason | null;
}

interface RawgSearchResult {
  id: number;
  slug: string;
  name: string;
}

interface RawgGameDetails {
  id: number;
  description?: string | null;
  description_raw?: string | null;
  website?: string | null;
  rating?: number | null;
  developers?: { name: string }[] | null;
}

class RawgStop extends Error {
  constructor(readonly reason: RawgStopReason) {
    super(reason);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** SQLSTATE 23505, looked for through driver wrappers. */
function isUniqueViolation(err: unknown) {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** RAWG descriptions are HTML; we store plain text with paragraph breaks. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (/^#x/i.test(entity)) return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

const comparable = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** RAWG's entry for our game: same slug, or the same name once case, accents and punctuation are ignored. */
export function pickRawgMatch(game: { slug: string; name: string }, results: RawgSearchResult[]): RawgSearchResult | null {
  return results.find((r) => r.slug === game.slug) ?? results.find((r) => comparable(r.name) === comparable(game.name)) ?? null;
}

function createClient(opts: RawgImportOptions) {
  const base = opts.apiUrl.replace(/\/$/, '');
  return async function get<T>(path: string, params: Record<string, string>): Promise<T | null> {
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries({ ...params, key: opts.apiKey })) url.searchParams.set(k, v);
    const signals = [AbortSignal.timeout(opts.timeoutMs ?? 10_000), ...(opts.signal ? [opts.signal] : [])];
    let res: Response;
    try {
      res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.any(signals) });
    } catch (err) {
      if (opts.signal?.aborted) throw new RawgStop('aborted');
      if ((err as Error).name === 'TimeoutError') return null;
      throw new RawgStop('unreachable');
    }
    if (res.status === 401 || res.status === 403) throw new RawgStop('unauthorized');
    if (res.status === 429) throw new RawgStop('rate-limited');
    if (!res.ok) return null;
    return (await res.json()) as T;
  };
}

const STOP_MESSAGES: Record<RawgStopReason, string> = {
  unauthorized: 'RAWG refused the API key (RAWG_API_KEY); game import stopped',
  'rate-limited': 'RAWG rate limit reached (429); game import stopped, the remaining games are tried on the next run',
  unreachable: 'RAWG is unreachable; game import stopped',
  aborted: 'game import cancelled',
};

/**
 * Enriches catalogue games from RAWG: rawg id, rating, plain-text description, website and developers. Never the
 * cover (we serve no external images) and never the fields the catalogue file curates. Up to `concurrency`
 * games are looked up at once; 401/403, 429 and network failures stop the whole run.
 */
export async function importFromRawg(opts: RawgImportOptions): Promise<RawgImportResult> {
  const { db, log } = opts;
  const now = opts.now ?? (() => new Date());
  const get = createClient(opts);
  const candidates = await db
    .select({ id: games.id, slug: games.slug, name: games.name })
    .from(games)
    .where(opts.all ? undefined : isNull(games.rawgId))
    .orderBy(asc(games.slug));
  const result: RawgImportResult = { matched: 0, unmatched: 0, failed: 0, stopped: null };
  const queue = [...candidates];

  async function importOne(game: (typeof candidates)[number]) {
    const search = await get<{ results?: RawgSearchResult[] }>('/games', { search: game.name, search_exact: 'true', page_size: '10' });
    if (!search) return void result.failed++;
    const match = pickRawgMatch(game, search.results ?? []);
    if (!match) return void result.unmatched++;
    const details = await get<RawgGameDetails>(`/games/${match.id}`, {});
    if (!details) return void result.failed++;

    const description = stripHtml(details.description ?? '') || (details.description_raw ?? '').trim();
    const website = details.website && /^https?:\/\//.test(details.website) ? details.website : undefined;
    const developers = (details.developers ?? []).map((d) => d.name.trim()).filter(Boolean);
    const rating = typeof details.rating === 'number' && details.rating > 0 ? Math.min(5, details.rating) : null;
    try {
      await db
        .update(games)
        .set({
          rawgId: match.id,
          rating,
          ...(description ? { description } : {}),
          ...(website ? { website } : {}),
          ...(developers.length ? { developers } : {}),
          updatedAt: now(),
        })
        .where(eq(games.id, game.id));
      result.matched++;
    } catch (err) {
      // Two catalogue games resolving to one RAWG entry: keep the first, report the second.
      if (!isUniqueViolation(err)) throw err;
      log.warn({ slug: game.slug, rawgId: match.id }, 'RAWG game already matched to another catalogue game; skipped');
      result.failed++;
    }
  }

  async function worker() {
    while (result.stopped === null) {
      const game = queue.shift();
      if (!game) return;
      try {
        await importOne(game);
      } catch (err) {
        if (!(err instanceof RawgStop)) throw err;
        if (result.stopped === null) {
          result.stopped = err.reason;
          log.warn({ reason: err.reason }, STOP_MESSAGES[err.reason]);
        }
      }
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));
  log.info({ ...result, candidates: candidates.length }, 'RAWG game import finished');
  return result;
}
