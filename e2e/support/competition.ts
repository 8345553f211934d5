import type { Match, ResultInput } from '@clutch/contract/competition';
import type { TournamentInput } from '@clutch/contract/organizer';
import type { Tournament } from '@clutch/contract/tournaments';
import { expect, type APIRequestContext } from '@playwright/test';
import { signedInUser, WEB_HEADERS } from './api.ts';

const HOUR = 60 * 60 * 1000;

/** `datetime-local` text of an instant, read in UTC ("2026-03-12T18:00"). */
export const utcLocal = (at: Date) => at.toISOString().slice(0, 16);

/** Dates a tournament can take today: registration open now, play after it closes. */
export function openDates(now = new Date()) {
  return {
    registrationStartDate: new Date(now.getTime() - HOUR),
    registrationEndDate: new Date(now.getTime() + 48 * HOUR),
    tournamentStartDate: new Date(now.getTime() + 72 * HOUR),
    tournamentEndDate: new Date(now.getTime() + 96 * HOUR),
  };
}

/** A valid create body: free, open for registration today, in UTC; `overrides` on top. */
export function tournamentBody(overrides: Partial<TournamentInput> = {}): TournamentInput {
  const dates = openDates();
  return {
    name: `E2E Cup ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
    gameId: 'valorant',
    tournamentCategory: 'Open',
    tournamentLevel: 'Beginner',
    tournamentFormat: 'KNOCKOUT',
    entryFee: 0,
    currency: 'USD',
    timeZone: 'UTC',
    registrationStartDate: dates.registrationStartDate.toISOString(),
    registrationEndDate: dates.registrationEndDate.toISOString(),
    tournamentStartDate: dates.tournamentStartDate.toISOString(),
    tournamentEndDate: dates.tournamentEndDate.toISOString(),
    minTeams: 2,
    maxTeams: 16,
    minPlayersPerTeam: 1,
    maxPlayerPerTeam: 1,
    ...overrides,
  };
}

async function ok<T>(what: string, res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Creates a DRAFT as the signed-in user of `request` (who becomes an organizer). */
export async function createTournament(request: APIRequestContext, overrides: Partial<TournamentInput> = {}) {
  return ok<Tournament>('create tournament', await request.post('/api/v1/tournaments', { headers: WEB_HEADERS, data: tournamentBody(overrides) }));
}

export async function lifecycle(request: APIRequestContext, tournamentId: string, action: 'publish' | 'start' | 'finish') {
  return ok<{ status: string }>(`${action} ${tournamentId}`, await request.post(`/api/v1/tournaments/${tournamentId}/${action}`, { headers: WEB_HEADERS }));
}

/**
 * `count` new verified players, each registered on their own to the solo tournament, then accepted by the organizer
 * (`organizer` is the organizer's request context; `newContext` makes one per player so their sessions stay apart).
 */
export async function acceptedSoloEntrants(
  organizer: APIRequestContext,
  newContext: () => Promise<APIRequestContext>,
  tournamentId: string,
  count: number,
  prefix = 'seed',
) {
  const entrants: { nickName: string; registrationId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const context = await newContext();
    try {
      const player = await signedInUser(context, `${prefix}${i}`);
      const registration = await ok<{ id: string }>(
        'solo registration',
        await context.post(`/api/v1/team-registration/solo/${tournamentId}`, { headers: WEB_HEADERS }),
      );
      await ok('accept', await organizer.patch(`/api/v1/team-registrations/${registration.id}/accept`, { headers: WEB_HEADERS }));
      entrants.push({ nickName: player.nickName, registrationId: registration.id });
    } finally {
      await context.dispose();
    }
  }
  return entrants;
}

export async function matchesOf(request: APIRequestContext, tournamentId: string) {
  return ok<Match[]>('matches', await request.get(`/api/v1/matches/tournament/${tournamentId}`, { headers: WEB_HEADERS }));
}

/** The organizer enters a result. */
export async function enterResult(request: APIRequestContext, matchId: string, result: ResultInput) {
  return ok<Match>('enter result', await request.post(`/api/v1/matches/${matchId}/result`, { headers: WEB_HEADERS, data: result }));
}

/** Matches with both sides known and no result yet, in structure order. */
export const playable = (matches: Match[]) =>
  matches
    .filter((m) => m.status !== 'FINISHED' && !m.bye && m.results.length === 2 && m.results.every((r) => r.teamRegistrationId !== null))
    .sort((a, b) => a.round - b.round || a.number - b.number);
