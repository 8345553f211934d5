import { popularities } from '@clutch/contract/games';
import { SEARCH_GROUP_LIMIT, type SearchResults } from '@clutch/contract/search';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { isPublic } from '../../domain/tournament-visibility.ts';
import type { RedisLinks } from '../../platform/redis/redis-links.ts';
import { indexGameRows, indexTeamRows, indexTournamentRows, indexUserRows } from './search.repository.ts';
import { PlayerDirectory, type DirectoryPage, type DirectoryPlayer } from './player-directory.ts';
import { createSearchBus, type SearchBus } from './search-bus.ts';
import type { SearchChange } from './search-change.ts';
import { TextIndex, topK } from './text-index.ts';
import { charLength, foldTerm, foldText, MATCH_SCORE, similarity, textScore, wordSimilarity } from './trigram.ts';

/**
 * The in-memory search index (ADR 020): public tournaments, teams, games and nicknames, folded, with trigram
 * postings, built from the database in bulk at boot and kept current by the services that write
 * (`changed`, after their commit: re-read here at once, then announced to the other instances over Redis).
 * It ranks as the database's trigram search does (search.repository.ts, tournaments' rankedTournamentIds,
 * games' findGameSummaries); that search stays the answer for long terms and until the index is built.
 */

/** Longer terms go to the database (rare, and the candidates of a long term are few there too). */
export const INDEX_TERM_MAX = 32;

export type { SearchChange } from './search-change.ts';

export interface SearchViewer {
  id: string;
  blockedUserIds: readonly string[];
}

export interface SearchIndex {
  /** Built and current: the search may answer from it. */
  isReady(): boolean;
  /** Reads everything (at boot, and after Redis comes back, when announcements may have been missed). */
  build(): Promise<void>;
  /** After the commit of a write to these rows: applied here before it resolves, then announced to other instances. */
  changed(change: SearchChange): Promise<void>;
  /** The dropdown's four groups, or null when the database must answer (not built, term too long). */
  dropdown(term: string, viewer: SearchViewer | null): SearchResults | null;
  /** Public tournaments matching `term`, best first (the tournaments search), or null as above. */
  rankedTournamentIds(term: string, limit: number): string[] | null;
  /**
   * The ids of one page of the Players list for a nickname prefix (any case), in its order, for `viewer`, or null
   * as above (and for an empty prefix: the database walks its follower-count index for the whole list).
   */
  players(prefix: string, viewer: SearchViewer, page: DirectoryPage): string[] | null;
  close(): Promise<void>;
}

interface TournamentEntry {
  id: string;
  name: string;
  fold: string;
  descriptionFold: string;
  status: string;
  organizerId: string;
  gameId: string;
  photoUrl: string | null;
  length: number;
  registrationEndAt: number;
  startAt: number;
  endAt: number;
}

interface NamedEntry {
  id: string;
  fold: string;
  /** lower(name): the tie-break after the length. */
  lower: string;
  length: number;
  photoUrl: string | null;
}
interface TeamEntry extends NamedEntry {
  name: string;
  tournamentId: string | null;
}
interface UserEntry extends NamedEntry, DirectoryPlayer {
  nickname: string;
}
interface GameEntry {
  id: string;
  slug: string;
  name: string;
  coverUrl: string;
  popularityRank: number;
  fold: string;
  normalized: string;
}

const STATUS_RANK: Record<string, number> = { OPEN_FOR_REGISTRATION: 0, IN_PROGRESS: 1, FINISHED: 2, CANCELLED: 3 };
const GAME_NAME_WEIGHT = 0.9;
/** The highest score of a similar (not containing) text: 1 × 0.9 + 1 × 0.1 + 0.04. */
const SIMILAR_MAX = 1.04;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** tournaments.repository.ts listOrder after the score and the name's length. */
function compareTournaments(a: { t: TournamentEntry; score: number }, b: { t: TournamentEntry; score: number }): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.t.length !== b.t.length) return a.t.length - b.t.length;
  const ra = STATUS_RANK[a.t.status] ?? 4;
  const rb = STATUS_RANK[b.t.status] ?? 4;
  if (ra !== rb) return ra - rb;
  if (ra === 0 && a.t.registrationEndAt !== b.t.registrationEndAt) return a.t.registrationEndAt - b.t.registrationEndAt;
  if (ra === 1 && a.t.startAt !== b.t.startAt) return a.t.startAt - b.t.startAt;
  if (ra === 2 && a.t.endAt !== b.t.endAt) return b.t.endAt - a.t.endAt;
  if (a.t.startAt !== b.t.startAt) return a.t.startAt - b.t.startAt;
  return compareText(a.t.id, b.t.id);
}

/** score desc, length(name), lower(name), id: search.repository.ts searchTeams and searchPlayers. */
function compareNamed<E extends NamedEntry>(a: { entry: E; score: number }, b: { entry: E; score: number }): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.entry.length !== b.entry.length) return a.entry.length - b.entry.length;
  return compareText(a.entry.lower, b.entry.lower) || compareText(a.entry.id, b.entry.id);
}

/** games.repository.ts's normal form: lower case, no accents, punctuation runs as one space. */
const gameNormal = (text: string) =>
  foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function createSearchIndex(opts: { db: Executor; redis: RedisLinks; enabled: boolean; log: FastifyBaseLogger }): SearchIndex {
  const { db, log } = opts;
  let tournaments = new TextIndex<TournamentEntry>((t) => t.fold);
  let byGame = new Map<string, Set<string>>();
  let teams = new TextIndex<TeamEntry>((t) => t.fold);
  let users = new TextIndex<UserEntry>((u) => u.fold);
  /** The same entries by lower(nick_name), for the Players list's prefix search. */
  const players = new PlayerDirectory();
  let games: GameEntry[] = [];
  let ready = false;
  let closed = false;
  /** Changes announced while a build reads: applied once it has. */
  let building: Promise<void> | null = null;
  let missed: SearchChange[] = [];

  const toTournament = (r: Awaited<ReturnType<typeof indexTournamentRows>>[number]): TournamentEntry => ({
    id: r.id,
    name: r.name,
    fold: r.fold,
    descriptionFold: r.descriptionFold,
    status: r.status,
    organizerId: r.organizerId,
    gameId: r.gameId,
    photoUrl: r.photoUrl,
    length: charLength(r.name),
    registrationEndAt: r.registrationEndAt.getTime(),
    startAt: r.startAt.getTime(),
    endAt: r.endAt.getTime(),
  });
  const toTeam = (r: Awaited<ReturnType<typeof indexTeamRows>>[number]): TeamEntry => ({
    id: r.id,
    name: r.name,
    fold: r.fold,
    lower: r.name.toLowerCase(),
    length: charLength(r.name),
    photoUrl: r.photoUrl,
    tournamentId: r.tournamentId,
  });
  const toUser = (r: Awaited<ReturnType<typeof indexUserRows>>[number]): UserEntry => ({
    id: r.id,
    nickname: r.nickname,
    fold: r.fold,
    lower: r.lower,
    length: charLength(r.nickname),
    photoUrl: r.photoUrl,
    blockedUserIds: r.blockedUserIds,
    followerCount: r.followerCount,
    countryCode: r.countryCode,
    createdAtUs: r.createdAtUs,
  });
  const toGames = (rows: Awaited<ReturnType<typeof indexGameRows>>): GameEntry[] =>
    rows.map((r) => {
      const rank = (popularities as readonly string[]).indexOf(r.popularity);
      return {
        id: r.id,
        slug: r.slug,
        name: r.name,
        coverUrl: r.coverUrl,
        popularityRank: rank < 0 ? Number.MAX_SAFE_INTEGER : rank,
        fold: r.fold,
        normalized: r.normalized,
      };
    });

  function putTournament(entry: TournamentEntry) {
    const old = tournaments.get(entry.id);
    if (old && old.gameId !== entry.gameId) byGame.get(old.gameId)?.delete(entry.id);
    tournaments.upsert(entry.id, entry);
    let set = byGame.get(entry.gameId);
    if (!set) byGame.set(entry.gameId, (set = new Set()));
    set.add(entry.id);
  }
  function dropTournament(id: string) {
    const old = tournaments.get(id);
    if (old) byGame.get(old.gameId)?.delete(id);
    tournaments.remove(id);
  }

  async function apply(change: SearchChange) {
    if (change.tournaments?.length) {
      const rows = await indexTournamentRows(db, change.tournaments);
      const found = new Set(rows.map((r) => r.id));
      for (const id of change.tournaments) if (!found.has(id)) dropTournament(id);
      for (const r of rows) putTournament(toTournament(r));
    }
    if (change.teams?.length) {
      const rows = await indexTeamRows(db, change.teams);
      const found = new Set(rows.map((r) => r.id));
      for (const id of change.teams) if (!found.has(id)) teams.remove(id);
      for (const r of rows) teams.upsert(r.id, toTeam(r));
    }
    if (change.captains?.length) {
      for (const r of await indexTeamRows(db, undefined, change.captains)) teams.upsert(r.id, toTeam(r));
    }
    if (change.users?.length) {
      const rows = await indexUserRows(db, change.users);
      const live = new Set(rows.filter((r) => !r.deleted).map((r) => r.id));
      for (const id of change.users) {
        if (live.has(id)) continue;
        users.remove(id);
        players.remove(id);
      }
      for (const r of rows) {
        if (r.deleted) continue;
        const entry = toUser(r);
        users.upsert(r.id, entry);
        players.upsert(entry);
      }
    }
    if (change.games) games = toGames(await indexGameRows(db));
  }

  async function readAll() {
    const nextTournaments = new TextIndex<TournamentEntry>((t) => t.fold);
    const nextTeams = new TextIndex<TeamEntry>((t) => t.fold);
    const nextUsers = new TextIndex<UserEntry>((u) => u.fold);
    const [tRows, teamRows, userRows, gameRows] = [
      await indexTournamentRows(db),
      await indexTeamRows(db),
      await indexUserRows(db),
      await indexGameRows(db),
    ];
    tournaments = nextTournaments;
    byGame = new Map();
    for (const r of tRows) putTournament(toTournament(r));
    for (const r of teamRows) nextTeams.upsert(r.id, toTeam(r));
    const userEntries = userRows.filter((r) => !r.deleted).map(toUser);
    for (const entry of userEntries) nextUsers.upsert(entry.id, entry);
    teams = nextTeams;
    users = nextUsers;
    players.reset(userEntries);
    games = toGames(gameRows);
  }

  async function build() {
    if (!opts.enabled || closed) return;
    if (building) return building;
    // Subscribing as the read starts: changes announced meanwhile are queued and re-read after it (`missed`).
    listen();
    building = (async () => {
      try {
        await readAll();
        // What changed while reading may or may not be in what was read: read it again.
        while (missed.length > 0) {
          const pending = missed;
          missed = [];
          for (const change of pending) await apply(change);
        }
        ready = true;
      } finally {
        building = null;
      }
    })();
    return building;
  }

  /**
   * Changes are applied one at a time, each read starting after the one before has been applied: the last one
   * applied read the rows after the last commit announced. Two follows of one player applied concurrently could
   * otherwise finish in the opposite order and leave the older follower count.
   */
  let applying: Promise<void> = Promise.resolve();
  async function applyOrQueue(change: SearchChange) {
    if (!opts.enabled || closed) return;
    if (building || !ready) {
      missed.push(change);
      return;
    }
    const run = applying.then(() => apply(change));
    applying = run.catch(() => undefined);
    await run;
  }

  /** Opened by the first build: an instance that never builds (tests on the database path) opens no connection. */
  let bus: SearchBus | null = null;
  function listen() {
    if (bus || !opts.redis.configured) return;
    bus = createSearchBus(opts.redis);
    bus.onChange((change) => {
      applyOrQueue(change).catch((err: unknown) => log.error({ err }, 'search index: applying a change from another instance failed'));
    });
    // Announcements sent while this instance was cut off from Redis are lost: read everything again.
    bus.onReconnect(() => {
      if (!ready) return;
      build().catch((err: unknown) => log.error({ err }, 'search index: rebuild after Redis came back failed'));
    });
  }

  function tournamentHits(term: string, limit: number) {
    const gameScores = new Map<string, number>();
    for (const g of games) {
      const s = textScore(g.fold, term) * GAME_NAME_WEIGHT;
      if (s >= MATCH_SCORE) gameScores.set(g.id, s);
    }
    const scores = new Map<string, number>();
    const raise = (id: string, s: number) => {
      if (s > (scores.get(id) ?? 0)) scores.set(id, s);
    };
    for (const { entry, score } of tournaments.matches(term, { enough: limit, accept: isPublic })) raise(entry.id, score);
    for (const [gameId, s] of gameScores) for (const id of byGame.get(gameId) ?? []) raise(id, s);
    // A description counts 1: it only matters while fewer than `limit` public hits score above what a similar
    // name can (1.04), which the name's phases above also stopped at.
    let strong = 0;
    for (const [id, score] of scores) if (score > SIMILAR_MAX && isPublic(tournaments.get(id)!)) strong++;
    if (strong < limit) for (const t of tournaments.values()) if (t.descriptionFold.includes(term)) raise(t.id, 1);
    const hits: { t: TournamentEntry; score: number }[] = [];
    for (const [id, score] of scores) {
      const t = tournaments.get(id);
      if (t && score >= MATCH_SCORE && isPublic(t)) hits.push({ t, score });
    }
    return topK(hits, limit, compareTournaments).map((h) => h.t);
  }

  function teamHits(term: string) {
    const hits = teams.matches(term, { enough: SEARCH_GROUP_LIMIT, accept: teamVisible });
    return topK(hits, SEARCH_GROUP_LIMIT, compareNamed).map(({ entry }) => ({
      id: entry.id,
      name: entry.name,
      photoUrl: entry.photoUrl,
      tournamentId: entry.tournamentId,
    }));
  }
  /** Teams on their own or built for a public tournament. */
  const teamVisible = (entry: TeamEntry) => {
    if (entry.tournamentId === null) return true;
    const t = tournaments.get(entry.tournamentId);
    return t !== undefined && isPublic(t);
  };

  function playerHits(term: string, viewer: SearchViewer | null) {
    const blocked = new Set(viewer?.blockedUserIds ?? []);
    const hits = users.matches(term, {
      enough: SEARCH_GROUP_LIMIT,
      accept: (entry) => !viewer || (!blocked.has(entry.id) && !entry.blockedUserIds.includes(viewer.id)),
    });
    return topK(hits, SEARCH_GROUP_LIMIT, compareNamed).map(({ entry }) => ({ id: entry.id, nickname: entry.nickname, photoUrl: entry.photoUrl }));
  }

  /** games.repository.ts findGameSummaries: tier, similarity, word similarity, popularity, name. */
  function gameHits(rawTerm: string) {
    if (!/[\p{L}\p{N}]/u.test(rawTerm)) return [];
    const t = gameNormal(rawTerm.toLowerCase());
    const slugTerm = rawTerm.trim().toLowerCase();
    const hits: { g: GameEntry; tier: number; sim: number; wsim: number }[] = [];
    for (const g of games) {
      const sim = similarity(t, g.normalized);
      const wsim = wordSimilarity(t, g.normalized);
      let tier: number;
      if (g.normalized === t || g.slug === slugTerm) tier = 0;
      else if (g.normalized.startsWith(t) || g.slug.startsWith(slugTerm)) tier = 1;
      else if (g.normalized.includes(` ${t}`)) tier = 2;
      else if (g.normalized.includes(t)) tier = 3;
      else if (sim >= 0.3 || wsim >= 0.5) tier = 4;
      else continue;
      hits.push({ g, tier, sim, wsim });
    }
    return topK(
      hits,
      SEARCH_GROUP_LIMIT,
      (a, b) => a.tier - b.tier || b.sim - a.sim || b.wsim - a.wsim || a.g.popularityRank - b.g.popularityRank || compareText(a.g.name, b.g.name),
    ).map(({ g }) => ({ id: g.id, slug: g.slug, name: g.name, background_image: g.coverUrl }));
  }

  const usable = (term: string) => ready && term.length > 0 && term.length <= INDEX_TERM_MAX;

  return {
    isReady: () => ready,
    build,
    async changed(change) {
      await applyOrQueue(change);
      await bus?.publish(change);
    },
    dropdown(rawTerm, viewer) {
      const term = foldTerm(rawTerm);
      if (!usable(term)) return null;
      return {
        tournaments: tournamentHits(term, SEARCH_GROUP_LIMIT).map((t) => ({
          id: t.id,
          name: t.name,
          status: t.status as TournamentStatus,
          gameName: games.find((g) => g.id === t.gameId)?.name ?? '',
          photoUrl: t.photoUrl,
        })),
        teams: teamHits(term),
        games: gameHits(rawTerm),
        players: playerHits(term, viewer),
      };
    },
    rankedTournamentIds(rawTerm, limit) {
      const term = foldTerm(rawTerm);
      if (!usable(term)) return null;
      return tournamentHits(term, limit).map((t) => t.id);
    },
    players(prefix, viewer, page) {
      if (!ready || prefix.length === 0 || prefix.length > INDEX_TERM_MAX) return null;
      return players.page(prefix.toLowerCase(), viewer, page);
    },
    async close() {
      closed = true;
      ready = false;
      await bus?.close();
    },
  };
}
