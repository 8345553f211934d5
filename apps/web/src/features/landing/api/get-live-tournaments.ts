import type { Tournament, TournamentPage } from '@clutch/contract/tournaments';
import { getJson, isObject, landingPaths } from './landing-http.ts';

/** How many of each status the carousel asks for: enough for five groups of three. */
export const LIVE_TOURNAMENTS_LIMIT = 15;

/** The fields of a listed tournament the carousel and the hero read. */
export type LandingTournament = Pick<
  Tournament,
  'id' | 'name' | 'status' | 'tournamentStartDate' | 'tournamentPhotoUrl' | 'urlPhotos' | 'game' | 'organizer'
>;

export interface LiveTournaments {
  /** In progress first, then open for registration; at most `LIVE_TOURNAMENTS_LIMIT`. */
  items: LandingTournament[];
  /** How many are being played now and how many take registrations, over the whole platform. */
  inProgress: number;
  openForRegistration: number;
}

const isTournament = (t: unknown): t is LandingTournament =>
  isObject(t) &&
  typeof t.id === 'string' &&
  typeof t.name === 'string' &&
  typeof t.status === 'string' &&
  typeof t.tournamentStartDate === 'string' &&
  Array.isArray(t.urlPhotos) &&
  isObject(t.game) &&
  typeof t.game.name === 'string' &&
  isObject(t.organizer) &&
  typeof t.organizer.nickName === 'string';

type LandingPage = Pick<TournamentPage, 'total'> & { items: LandingTournament[] };

export const isTournamentPage = (data: unknown): data is LandingPage =>
  isObject(data) && typeof data.total === 'number' && Array.isArray(data.items) && data.items.every(isTournament);

const page = (status: 'IN_PROGRESS' | 'OPEN_FOR_REGISTRATION', signal?: AbortSignal) =>
  getJson(`${landingPaths.tournaments}?status=${status}&page=1&pageSize=${LIVE_TOURNAMENTS_LIMIT}`, isTournamentPage, signal);

/** GET /tournaments?status=IN_PROGRESS and ?status=OPEN_FOR_REGISTRATION, for the carousel and the hero's numbers. */
export async function getLiveTournaments(signal?: AbortSignal): Promise<LiveTournaments> {
  const [playing, open] = await Promise.all([page('IN_PROGRESS', signal), page('OPEN_FOR_REGISTRATION', signal)]);
  return {
    items: [...playing.items, ...open.items].slice(0, LIVE_TOURNAMENTS_LIMIT),
    inProgress: playing.total,
    openForRegistration: open.total,
  };
}
